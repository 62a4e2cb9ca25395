package java.util;

/**
 * An ISO 4217 currency. jlib knows the table below (the currencies in common use, a few funds and
 * metals), the countries' currencies of COUNTRIES, symbols of the locales of SYMBOLS (another locale
 * uses its language's, else the root locale's) and English display names only.
 */
public final class Currency implements java.io.Serializable {
    private static final long serialVersionUID = -158308464356906721L;

    /** code|numeric|fraction digits|English name|symbol in en_US */
    private static final String[] TABLE = {
        "USD|840|2|US Dollar|$",
        "EUR|978|2|Euro|\u20ac",
        "GBP|826|2|British Pound|\u00a3",
        "JPY|392|0|Japanese Yen|\u00a5",
        "CHF|756|2|Swiss Franc|CHF",
        "CAD|124|2|Canadian Dollar|CA$",
        "AUD|36|2|Australian Dollar|A$",
        "CNY|156|2|Chinese Yuan|CN\u00a5",
        "INR|356|2|Indian Rupee|\u20b9",
        "BRL|986|2|Brazilian Real|R$",
        "KRW|410|0|South Korean Won|\u20a9",
        "MXN|484|2|Mexican Peso|MX$",
        "SEK|752|2|Swedish Krona|SEK",
        "NOK|578|2|Norwegian Krone|NOK",
        "DKK|208|2|Danish Krone|DKK",
        "PLN|985|2|Polish Zloty|PLN",
        "RUB|643|2|Russian Ruble|RUB",
        "TRY|949|2|Turkish Lira|TRY",
        "ZAR|710|2|South African Rand|ZAR",
        "NZD|554|2|New Zealand Dollar|NZ$",
        "SGD|702|2|Singapore Dollar|SGD",
        "HKD|344|2|Hong Kong Dollar|HK$",
        "TWD|901|2|New Taiwan Dollar|NT$",
        "THB|764|2|Thai Baht|THB",
        "IDR|360|2|Indonesian Rupiah|IDR",
        "MYR|458|2|Malaysian Ringgit|MYR",
        "PHP|608|2|Philippine Piso|\u20b1",
        "VND|704|0|Vietnamese Dong|\u20ab",
        "ILS|376|2|Israeli New Shekel|\u20aa",
        "AED|784|2|United Arab Emirates Dirham|AED",
        "SAR|682|2|Saudi Riyal|SAR",
        "EGP|818|2|Egyptian Pound|EGP",
        "NGN|566|2|Nigerian Naira|NGN",
        "KES|404|2|Kenyan Shilling|KES",
        "ARS|32|2|Argentine Peso|ARS",
        "CLP|152|0|Chilean Peso|CLP",
        "COP|170|2|Colombian Peso|COP",
        "PEN|604|2|Peruvian Sol|PEN",
        "CZK|203|2|Czech Koruna|CZK",
        "HUF|348|2|Hungarian Forint|HUF",
        "RON|946|2|Romanian Leu|RON",
        "BGN|975|2|Bulgarian Lev|BGN",
        "ISK|352|0|Icelandic Kr\u00f3na|ISK",
        "UAH|980|2|Ukrainian Hryvnia|UAH",
        "PKR|586|2|Pakistani Rupee|PKR",
        "BDT|50|2|Bangladeshi Taka|BDT",
        "QAR|634|2|Qatari Rial|QAR",
        "KWD|414|3|Kuwaiti Dinar|KWD",
        "BHD|48|3|Bahraini Dinar|BHD",
        "OMR|512|3|Omani Rial|OMR",
        "JOD|400|3|Jordanian Dinar|JOD",
        "TND|788|3|Tunisian Dinar|TND",
        "MAD|504|2|Moroccan Dirham|MAD",
        "XAF|950|0|Central African CFA Franc|FCFA",
        "XOF|952|0|West African CFA Franc|F\u202fCFA",
        "XAU|959|-1|Gold|XAU",
        "XAG|961|-1|Silver|XAG",
        "XDR|960|-1|Special Drawing Rights|XDR",
        "XXX|999|-1|Unknown Currency|\u00a4",
    };
    /** locale: code=symbol; for each symbol that is not the code */
    private static final String[] SYMBOLS = {
        "en_US:USD=$;EUR=\u20ac;GBP=\u00a3;JPY=\u00a5;CAD=CA$;AUD=A$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;PHP=\u20b1;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "en_GB:USD=US$;EUR=\u20ac;GBP=\u00a3;JPY=JP\u00a5;CAD=CA$;AUD=A$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;PHP=\u20b1;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "en_CA:USD=US$;EUR=\u20ac;GBP=\u00a3;JPY=JP\u00a5;CAD=$;AUD=A$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;PHP=\u20b1;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "fr_CA:USD=$\u00a0US;EUR=\u20ac;GBP=\u00a3;JPY=\u00a5;CAD=$\u00a0CA;AUD=$\u00a0AU;CNY=CN\u00a5;BRL=R$;NZD=$\u00a0NZ;SGD=$\u00a0SG;HKD=$\u00a0HK;XXX=\u00a4;",
        "fr_FR:USD=$US;EUR=\u20ac;GBP=\u00a3GB;CAD=$CA;AUD=$AU;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=$MX;NZD=$NZ;SGD=$SG;VND=\u20ab;ILS=\u20aa;ARS=$AR;CLP=$CL;COP=$CO;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "de_DE:USD=$;EUR=\u20ac;GBP=\u00a3;JPY=\u00a5;CAD=CA$;AUD=AU$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;THB=\u0e3f;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;",
        "it_IT:EUR=\u20ac;GBP=\u00a3;CAD=CA$;AUD=A$;CNY=CN\u00a5;NZD=NZ$;THB=\u0e3f;PHP=\u20b1;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "ja_JP:USD=$;EUR=\u20ac;GBP=\u00a3;JPY=\uffe5;CAD=CA$;AUD=A$;CNY=\u5143;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;",
        "ko_KR:USD=US$;EUR=\u20ac;GBP=\u00a3;JPY=JP\u00a5;CAD=CA$;AUD=AU$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "zh_CN:USD=US$;EUR=\u20ac;GBP=\u00a3;JPY=JP\u00a5;CAD=CA$;AUD=AU$;CNY=\u00a5;INR=\u20b9;BRL=R$;KRW=\uffe6;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;",
        "zh_TW:USD=US$;EUR=\u20ac;GBP=\u00a3;JPY=\u00a5;CAD=CA$;AUD=AU$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\uffe6;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=$;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;",
        ":USD=US$;EUR=\u20ac;GBP=\u00a3;JPY=JP\u00a5;CAD=CA$;AUD=A$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;PHP=\u20b1;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "en:USD=$;EUR=\u20ac;GBP=\u00a3;JPY=\u00a5;CAD=CA$;AUD=A$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;PHP=\u20b1;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "de:USD=$;EUR=\u20ac;GBP=\u00a3;JPY=\u00a5;CAD=CA$;AUD=AU$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;THB=\u0e3f;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;",
        "fr:USD=$US;EUR=\u20ac;GBP=\u00a3GB;CAD=$CA;AUD=$AU;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=$MX;NZD=$NZ;SGD=$SG;VND=\u20ab;ILS=\u20aa;ARS=$AR;CLP=$CL;COP=$CO;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
        "de_CH:USD=$;GBP=\u00a3;JPY=\u00a5;CAD=CA$;AUD=AU$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;THB=\u0e3f;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;",
        "en_AU:AUD=$;XXX=\u00a4;",
        "en_IN:USD=$;EUR=\u20ac;GBP=\u00a3;JPY=JP\u00a5;CAD=CA$;AUD=A$;CNY=CN\u00a5;INR=\u20b9;BRL=R$;KRW=\u20a9;MXN=MX$;NZD=NZ$;HKD=HK$;TWD=NT$;PHP=\u20b1;VND=\u20ab;ILS=\u20aa;XAF=FCFA;XOF=F\u202fCFA;XXX=\u00a4;",
    };
    private static final String COUNTRIES = "US=USD GB=GBP CA=CAD FR=EUR DE=EUR IT=EUR ES=EUR NL=EUR BE=EUR AT=EUR IE=EUR PT=EUR FI=EUR GR=EUR JP=JPY KR=KRW CN=CNY TW=TWD CH=CHF AU=AUD NZ=NZD IN=INR BR=BRL MX=MXN SE=SEK NO=NOK DK=DKK PL=PLN RU=RUB TR=TRY ZA=ZAR SG=SGD HK=HKD TH=THB ID=IDR MY=MYR PH=PHP VN=VND IL=ILS AE=AED SA=SAR EG=EGP NG=NGN KE=KES AR=ARS CL=CLP CO=COP PE=PEN CZ=CZK HU=HUF RO=RON BG=EUR IS=ISK UA=UAH PK=PKR BD=BDT QA=QAR KW=KWD BH=BHD OM=OMR JO=JOD TN=TND MA=MAD LU=EUR SK=EUR SI=EUR EE=EUR LV=EUR LT=EUR MT=EUR CY=EUR HR=EUR";

    private static HashMap<String, Currency> instances;

    private final String currencyCode;
    private final transient int fractionDigits;
    private final transient int numericCode;
    private final transient String name;

    private Currency(String code, int fractionDigits, int numericCode, String name) {
        this.currencyCode = code;
        this.fractionDigits = fractionDigits;
        this.numericCode = numericCode;
        this.name = name;
    }

    private static synchronized HashMap<String, Currency> instances() {
        if (instances == null) {
            HashMap<String, Currency> m = new HashMap<String, Currency>();
            for (String row : TABLE) {
                String[] f = row.split("\\|");
                m.put(f[0], new Currency(f[0], Integer.parseInt(f[2]), Integer.parseInt(f[1]), f[3]));
            }
            instances = m;
        }
        return instances;
    }

    public static Currency getInstance(String currencyCode) {
        Currency c = instances().get(currencyCode.toString());
        if (c != null) {
            return c;
        }
        if (currencyCode.length() != 3) {
            throw new IllegalArgumentException("The input currency code: \"" + currencyCode + "\" must have a length of 3 characters");
        }
        {
            char a = currencyCode.charAt(0);
            char b = currencyCode.charAt(1);
            if (a < 'A' || a > 'Z' || b < 'A' || b > 'Z') {
                throw new IllegalArgumentException("The country code: \"" + a + b + "\" is not a valid ISO 3166 code");
            }
        }
        throw new IllegalArgumentException("The input currency code: \"" + currencyCode + "\" is not a valid ISO 4217 code");
    }

    public static Currency getInstance(Locale locale) {
        String country = locale.getCountry();
        int at = country.length() == 2 ? COUNTRIES.indexOf(country + "=") : -1;
        while (at > 0 && COUNTRIES.charAt(at - 1) != ' ') {
            at = COUNTRIES.indexOf(country + "=", at + 1);
        }
        if (at < 0) {
            if (country.equals("AQ")) {
                return null;
            }
            throw new IllegalArgumentException("The country of the input locale: \"" + locale
                + "\" is not a valid ISO 3166 country code");
        }
        return getInstance(COUNTRIES.substring(at + 3, at + 6));
    }

    public static Set<Currency> getAvailableCurrencies() {
        return new HashSet<Currency>(instances().values());
    }

    public String getCurrencyCode() {
        return currencyCode;
    }

    public String getSymbol() {
        return getSymbol(Locale.getDefault(Locale.Category.DISPLAY));
    }

    private static String symbolsOf(String key) {
        for (String s : SYMBOLS) {
            int colon = s.indexOf(':');
            if (colon == key.length() && s.startsWith(key)) {
                return s.substring(colon + 1);
            }
        }
        return null;
    }

    public String getSymbol(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        // a locale's own currency: its symbol in the locale's number formats (java: both from CLDR)
        if (!locale.getCountry().isEmpty()) {
            java.text.DecimalFormatSymbols dfs = java.text.DecimalFormatSymbols.getInstance(locale);
            if (currencyCode.equals(dfs.getInternationalCurrencySymbol())) return dfs.getCurrencySymbol();
        }
        String table = symbolsOf(locale.toString());
        if (table == null) {
            table = symbolsOf(locale.getLanguage());
        }
        if (table == null) {
            table = symbolsOf("");
        }
        String key = currencyCode + "=";
        int at = table.indexOf(key);
        while (at > 0 && table.charAt(at - 1) != ';') {
            at = table.indexOf(key, at + 1);
        }
        if (at < 0) {
            return currencyCode;
        }
        return table.substring(at + 4, table.indexOf(';', at));
    }

    public int getDefaultFractionDigits() {
        return fractionDigits;
    }

    public int getNumericCode() {
        return numericCode;
    }

    public String getNumericCodeAsString() {
        String s = Integer.toString(numericCode);
        while (s.length() < 3) {
            s = "0" + s;
        }
        return s;
    }

    public String getDisplayName() {
        return name;
    }

    /** English names only, whatever the locale. */
    public String getDisplayName(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        return name;
    }

    @Override
    public String toString() {
        return currencyCode;
    }

    private Object readResolve() {
        return getInstance(currencyCode);
    }
}
