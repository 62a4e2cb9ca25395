package java.text;

import java.util.Locale;

/**
 * Number formats of common locales as java 17 gives them from CLDR (observed with the JDK's own
 * classes; jpor has no CLDR data): locale|currency pattern|currency symbol|ISO code|decimal
 * separator|grouping separator|minus sign|monetary decimal separator|currency fraction digits|percent
 * pattern|percent sign. Locales not listed keep DecimalFormatSymbols' and NumberFormat's own rules.
 */
final class LocaleNumberData {
    private LocaleNumberData() {
    }

    private static final String[] TABLE = {
        "en_US|\u00a4#,##0.00|$|USD|.|,|-|.|2|#,##0%|%",
        "en_GB|\u00a4#,##0.00|\u00a3|GBP|.|,|-|.|2|#,##0%|%",
        "en_IN|\u00a4#,##0.00|\u20b9|INR|.|,|-|.|2|#,##0%|%",
        "en_AU|\u00a4#,##0.00|$|AUD|.|,|-|.|2|#,##0%|%",
        "en_CA|\u00a4#,##0.00|$|CAD|.|,|-|.|2|#,##0%|%",
        "en_NZ|\u00a4#,##0.00|$|NZD|.|,|-|.|2|#,##0%|%",
        "en_ZA|\u00a4#,##0.00|R|ZAR|,|\u00a0|-|,|2|#,##0%|%",
        "en_IE|\u00a4#,##0.00|\u20ac|EUR|.|,|-|.|2|#,##0%|%",
        "en_SG|\u00a4#,##0.00|$|SGD|.|,|-|.|2|#,##0%|%",
        "en_PH|\u00a4#,##0.00|\u20b1|PHP|.|,|-|.|2|#,##0%|%",
        "fr_FR|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|\u202f|-|,|2|#,##0\u00a0%|%",
        "fr_CA|#,##0.00\u00a0\u00a4|$\u00a0CA|CAD|,|\u00a0|-|,|2|#,##0\u00a0%|%",
        "fr_CH|#,##0.00\u00a0\u00a4|CHF|CHF|,|\u202f|-|.|2|#,##0%|%",
        "fr_BE|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|\u202f|-|,|2|#,##0\u00a0%|%",
        "fr_LU|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|.|-|,|2|#,##0\u00a0%|%",
        "de_DE|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|.|-|,|2|#,##0\u00a0%|%",
        "de_AT|\u00a4\u00a0#,##0.00|\u20ac|EUR|,|\u00a0|-|,|2|#,##0\u00a0%|%",
        "de_CH|\u00a4\u00a0#,##0.00;\u00a4-#,##0.00|CHF|CHF|.|\u2019|-|.|2|#,##0%|%",
        "de_LU|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|.|-|,|2|#,##0\u00a0%|%",
        "it_IT|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|.|-|,|2|#,##0%|%",
        "it_CH|\u00a4\u00a0#,##0.00;\u00a4-#,##0.00|SFr.|CHF|.|\u2019|-|.|2|#,##0%|%",
        "es_ES|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|.|-|,|2|#,##0\u00a0%|%",
        "es_MX|\u00a4#,##0.00|$|MXN|.|,|-|.|2|#,##0\u00a0%|%",
        "es_AR|\u00a4\u00a0#,##0.00|$|ARS|,|.|-|,|2|#,##0\u00a0%|%",
        "es_CO|\u00a4\u00a0#,##0.00|$|COP|,|.|-|,|2|#,##0\u00a0%|%",
        "es_CL|\u00a4#,##0;\u00a4-#,##0|$|CLP|,|.|-|,|0|#,##0\u00a0%|%",
        "es_PE|\u00a4\u00a0#,##0.00|S/|PEN|.|,|-|.|2|#,##0\u00a0%|%",
        "es_US|\u00a4#,##0.00|$|USD|.|,|-|.|2|#,##0\u00a0%|%",
        "pt_BR|\u00a4\u00a0#,##0.00|R$|BRL|,|.|-|,|2|#,##0%|%",
        "pt_PT|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|\u00a0|-|,|2|#,##0%|%",
        "nl_NL|\u00a4\u00a0#,##0.00;\u00a4\u00a0-#,##0.00|\u20ac|EUR|,|.|-|,|2|#,##0%|%",
        "nl_BE|\u00a4\u00a0#,##0.00;\u00a4\u00a0-#,##0.00|\u20ac|EUR|,|.|-|,|2|#,##0%|%",
        "ja_JP|\u00a4#,##0|\uffe5|JPY|.|,|-|.|0|#,##0%|%",
        "zh_CN|\u00a4#,##0.00|\u00a5|CNY|.|,|-|.|2|#,##0%|%",
        "zh_TW|\u00a4#,##0.00|$|TWD|.|,|-|.|2|#,##0%|%",
        "zh_HK|\u00a4#,##0.00|HK$|HKD|.|,|-|.|2|#,##0%|%",
        "ko_KR|\u00a4#,##0|\u20a9|KRW|.|,|-|.|0|#,##0%|%",
        "ru_RU|#,##0.00\u00a0\u00a4|\u20bd|RUB|,|\u00a0|-|,|2|#,##0\u00a0%|%",
        "pl_PL|#,##0.00\u00a0\u00a4|z\u0142|PLN|,|\u00a0|-|,|2|#,##0%|%",
        "sv_SE|#,##0.00\u00a0\u00a4|kr|SEK|,|\u00a0|\u2212|,|2|#,##0\u00a0%|%",
        "da_DK|#,##0.00\u00a0\u00a4|kr.|DKK|,|.|-|,|2|#,##0\u00a0%|%",
        "nb_NO|\u00a4\u00a0#,##0.00|kr|NOK|,|\u00a0|\u2212|,|2|#,##0\u00a0%|%",
        "fi_FI|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|\u00a0|\u2212|,|2|#,##0\u00a0%|%",
        "tr_TR|\u00a4#,##0.00|\u20ba|TRY|,|.|-|,|2|%#,##0|%",
        "hi_IN|\u00a4#,##0.00|\u20b9|INR|.|,|-|.|2|#,##0%|%",
        "th_TH|\u00a4#,##0.00|\u0e3f|THB|.|,|-|.|2|#,##0%|%",
        "id_ID|\u00a4#,##0.00|Rp|IDR|,|.|-|,|2|#,##0%|%",
        "cs_CZ|#,##0.00\u00a0\u00a4|K\u010d|CZK|,|\u00a0|-|,|2|#,##0\u00a0%|%",
        "el_GR|#,##0.00\u00a0\u00a4|\u20ac|EUR|,|.|-|,|2|#,##0%|%",
        "hu_HU|#,##0.00\u00a0\u00a4|Ft|HUF|,|\u00a0|-|,|2|#,##0%|%",
        "uk_UA|#,##0.00\u00a0\u00a4|\u20b4|UAH|,|\u00a0|-|,|2|#,##0%|%",
        "ro_RO|#,##0.00\u00a0\u00a4|RON|RON|,|.|-|,|2|#,##0\u00a0%|%",
        "vi_VN|#,##0\u00a0\u00a4|\u20ab|VND|,|.|-|,|0|#,##0%|%",
        "ms_MY|\u00a4#,##0.00|RM|MYR|.|,|-|.|2|#,##0%|%",
    };

    /** The fields of a locale's entry, or null. */
    static String[] find(Locale locale) {
        String key = locale.toString() + "|";
        for (String row : TABLE)
            if (row.startsWith(key)) return row.split("\\|", -1);
        return null;
    }
}
