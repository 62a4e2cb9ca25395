package java.util;

/**
 * English display names of languages, regions and scripts (Locale.getDisplayLanguage and the others): CLDR's
 * names as java 17 gives them in English, for the ISO 639 languages and ISO 3166 countries java lists, some
 * UN M.49 regions and common scripts.  Read into maps on first use.
 */
final class LocaleNames {
    private LocaleNames() {
    }

    static final String LANGUAGES = "aa=Afar;ab=Abkhazian;ae=Avestan;af=Afrikaans;ak=Akan;am=Amharic;an=Aragonese;ar=Arabic;as=Assamese;a" +
        "v=Avaric;ay=Aymara;az=Azerbaijani;ba=Bashkir;be=Belarusian;bg=Bulgarian;bh=Bihari;bi=Bislama;bm=Bamb" +
        "ara;bn=Bangla;bo=Tibetan;br=Breton;bs=Bosnian;ca=Catalan;ce=Chechen;ch=Chamorro;co=Corsican;cr=Cree;" +
        "cs=Czech;cu=Church Slavic;cv=Chuvash;cy=Welsh;da=Danish;de=German;dv=Divehi;dz=Dzongkha;ee=Ewe;el=Gr" +
        "eek;en=English;eo=Esperanto;es=Spanish;et=Estonian;eu=Basque;fa=Persian;ff=Fulah;fi=Finnish;fj=Fijia" +
        "n;fo=Faroese;fr=French;fy=Western Frisian;ga=Irish;gd=Scottish Gaelic;gl=Galician;gn=Guarani;gu=Guja" +
        "rati;gv=Manx;ha=Hausa;he=Hebrew;hi=Hindi;ho=Hiri Motu;hr=Croatian;ht=Haitian Creole;hu=Hungarian;hy=" +
        "Armenian;hz=Herero;ia=Interlingua;id=Indonesian;ie=Interlingue;ig=Igbo;ii=Sichuan Yi;ik=Inupiaq;in=I" +
        "ndonesian;io=Ido;is=Icelandic;it=Italian;iu=Inuktitut;iw=Hebrew;ja=Japanese;ji=Yiddish;jv=Javanese;k" +
        "a=Georgian;kg=Kongo;ki=Kikuyu;kj=Kuanyama;kk=Kazakh;kl=Kalaallisut;km=Khmer;kn=Kannada;ko=Korean;kr=" +
        "Kanuri;ks=Kashmiri;ku=Kurdish;kv=Komi;kw=Cornish;ky=Kyrgyz;la=Latin;lb=Luxembourgish;lg=Ganda;li=Lim" +
        "burgish;ln=Lingala;lo=Lao;lt=Lithuanian;lu=Luba-Katanga;lv=Latvian;mg=Malagasy;mh=Marshallese;mi=Mao" +
        "ri;mk=Macedonian;ml=Malayalam;mn=Mongolian;mo=Moldavian;mr=Marathi;ms=Malay;mt=Maltese;my=Burmese;na" +
        "=Nauru;nb=Norwegian Bokmål;nd=North Ndebele;ne=Nepali;ng=Ndonga;nl=Dutch;nn=Norwegian Nynorsk;no=Nor" +
        "wegian;nr=South Ndebele;nv=Navajo;ny=Nyanja;oc=Occitan;oj=Ojibwa;om=Oromo;or=Odia;os=Ossetic;pa=Punj" +
        "abi;pi=Pali;pl=Polish;ps=Pashto;pt=Portuguese;qu=Quechua;rm=Romansh;rn=Rundi;ro=Romanian;ru=Russian;" +
        "rw=Kinyarwanda;sa=Sanskrit;sc=Sardinian;sd=Sindhi;se=Northern Sami;sg=Sango;si=Sinhala;sk=Slovak;sl=" +
        "Slovenian;sm=Samoan;sn=Shona;so=Somali;sq=Albanian;sr=Serbian;ss=Swati;st=Southern Sotho;su=Sundanes" +
        "e;sv=Swedish;sw=Swahili;ta=Tamil;te=Telugu;tg=Tajik;th=Thai;ti=Tigrinya;tk=Turkmen;tl=Tagalog;tn=Tsw" +
        "ana;to=Tongan;tr=Turkish;ts=Tsonga;tt=Tatar;tw=Twi;ty=Tahitian;ug=Uyghur;uk=Ukrainian;ur=Urdu;uz=Uzb" +
        "ek;ve=Venda;vi=Vietnamese;vo=Volapük;wa=Walloon;wo=Wolof;xh=Xhosa;yi=Yiddish;yo=Yoruba;za=Zhuang;zh=" +
        "Chinese;zu=Zulu;";

    /** Some languages without a two-letter code (not in getISOLanguages). */
    static final String MORE_LANGUAGES = "ast=Asturian;ceb=Cebuano;chr=Cherokee;ckb=Central Kurdish;dsb=Lower Sorbian;"
        + "fil=Filipino;fur=Friulian;gsw=Swiss German;haw=Hawaiian;hsb=Upper Sorbian;kab=Kabyle;kok=Konkani;mai=Maithili;"
        + "mni=Manipuri;nds=Low German;nso=Northern Sotho;sat=Santali;sco=Scots;smn=Inari Sami;yue=Cantonese;"
        + "zgh=Standard Moroccan Tamazight;";

    static final String REGIONS = "AD=Andorra;AE=United Arab Emirates;AF=Afghanistan;AG=Antigua & Barbuda;AI=Anguilla;AL=Albania;AM=Arm" +
        "enia;AO=Angola;AQ=Antarctica;AR=Argentina;AS=American Samoa;AT=Austria;AU=Australia;AW=Aruba;AX=Ålan" +
        "d Islands;AZ=Azerbaijan;BA=Bosnia & Herzegovina;BB=Barbados;BD=Bangladesh;BE=Belgium;BF=Burkina Faso" +
        ";BG=Bulgaria;BH=Bahrain;BI=Burundi;BJ=Benin;BL=St. Barthélemy;BM=Bermuda;BN=Brunei;BO=Bolivia;BQ=Car" +
        "ibbean Netherlands;BR=Brazil;BS=Bahamas;BT=Bhutan;BV=Bouvet Island;BW=Botswana;BY=Belarus;BZ=Belize;" +
        "CA=Canada;CC=Cocos (Keeling) Islands;CD=Congo - Kinshasa;CF=Central African Republic;CG=Congo - Braz" +
        "zaville;CH=Switzerland;CI=Côte d’Ivoire;CK=Cook Islands;CL=Chile;CM=Cameroon;CN=China;CO=Colombia;CR" +
        "=Costa Rica;CU=Cuba;CV=Cape Verde;CW=Curaçao;CX=Christmas Island;CY=Cyprus;CZ=Czechia;DE=Germany;DJ=" +
        "Djibouti;DK=Denmark;DM=Dominica;DO=Dominican Republic;DZ=Algeria;EC=Ecuador;EE=Estonia;EG=Egypt;EH=W" +
        "estern Sahara;ER=Eritrea;ES=Spain;ET=Ethiopia;FI=Finland;FJ=Fiji;FK=Falkland Islands;FM=Micronesia;F" +
        "O=Faroe Islands;FR=France;GA=Gabon;GB=United Kingdom;GD=Grenada;GE=Georgia;GF=French Guiana;GG=Guern" +
        "sey;GH=Ghana;GI=Gibraltar;GL=Greenland;GM=Gambia;GN=Guinea;GP=Guadeloupe;GQ=Equatorial Guinea;GR=Gre" +
        "ece;GS=South Georgia & South Sandwich Islands;GT=Guatemala;GU=Guam;GW=Guinea-Bissau;GY=Guyana;HK=Hon" +
        "g Kong SAR China;HM=Heard & McDonald Islands;HN=Honduras;HR=Croatia;HT=Haiti;HU=Hungary;ID=Indonesia" +
        ";IE=Ireland;IL=Israel;IM=Isle of Man;IN=India;IO=British Indian Ocean Territory;IQ=Iraq;IR=Iran;IS=I" +
        "celand;IT=Italy;JE=Jersey;JM=Jamaica;JO=Jordan;JP=Japan;KE=Kenya;KG=Kyrgyzstan;KH=Cambodia;KI=Kiriba" +
        "ti;KM=Comoros;KN=St. Kitts & Nevis;KP=North Korea;KR=South Korea;KW=Kuwait;KY=Cayman Islands;KZ=Kaza" +
        "khstan;LA=Laos;LB=Lebanon;LC=St. Lucia;LI=Liechtenstein;LK=Sri Lanka;LR=Liberia;LS=Lesotho;LT=Lithua" +
        "nia;LU=Luxembourg;LV=Latvia;LY=Libya;MA=Morocco;MC=Monaco;MD=Moldova;ME=Montenegro;MF=St. Martin;MG=" +
        "Madagascar;MH=Marshall Islands;MK=North Macedonia;ML=Mali;MM=Myanmar (Burma);MN=Mongolia;MO=Macao SA" +
        "R China;MP=Northern Mariana Islands;MQ=Martinique;MR=Mauritania;MS=Montserrat;MT=Malta;MU=Mauritius;" +
        "MV=Maldives;MW=Malawi;MX=Mexico;MY=Malaysia;MZ=Mozambique;NA=Namibia;NC=New Caledonia;NE=Niger;NF=No" +
        "rfolk Island;NG=Nigeria;NI=Nicaragua;NL=Netherlands;NO=Norway;NP=Nepal;NR=Nauru;NU=Niue;NZ=New Zeala" +
        "nd;OM=Oman;PA=Panama;PE=Peru;PF=French Polynesia;PG=Papua New Guinea;PH=Philippines;PK=Pakistan;PL=P" +
        "oland;PM=St. Pierre & Miquelon;PN=Pitcairn Islands;PR=Puerto Rico;PS=Palestinian Territories;PT=Port" +
        "ugal;PW=Palau;PY=Paraguay;QA=Qatar;RE=Réunion;RO=Romania;RS=Serbia;RU=Russia;RW=Rwanda;SA=Saudi Arab" +
        "ia;SB=Solomon Islands;SC=Seychelles;SD=Sudan;SE=Sweden;SG=Singapore;SH=St. Helena;SI=Slovenia;SJ=Sva" +
        "lbard & Jan Mayen;SK=Slovakia;SL=Sierra Leone;SM=San Marino;SN=Senegal;SO=Somalia;SR=Suriname;SS=Sou" +
        "th Sudan;ST=São Tomé & Príncipe;SV=El Salvador;SX=Sint Maarten;SY=Syria;SZ=Eswatini;TC=Turks & Caico" +
        "s Islands;TD=Chad;TF=French Southern Territories;TG=Togo;TH=Thailand;TJ=Tajikistan;TK=Tokelau;TL=Tim" +
        "or-Leste;TM=Turkmenistan;TN=Tunisia;TO=Tonga;TR=Turkey;TT=Trinidad & Tobago;TV=Tuvalu;TW=Taiwan;TZ=T" +
        "anzania;UA=Ukraine;UG=Uganda;UM=U.S. Outlying Islands;US=United States;UY=Uruguay;UZ=Uzbekistan;VA=V" +
        "atican City;VC=St. Vincent & Grenadines;VE=Venezuela;VG=British Virgin Islands;VI=U.S. Virgin Island" +
        "s;VN=Vietnam;VU=Vanuatu;WF=Wallis & Futuna;WS=Samoa;YE=Yemen;YT=Mayotte;ZA=South Africa;ZM=Zambia;ZW" +
        "=Zimbabwe;001=world;002=Africa;003=North America;005=South America;009=Oceania;011=Western Africa;01" +
        "3=Central America;014=Eastern Africa;015=Northern Africa;017=Middle Africa;018=Southern Africa;019=A" +
        "mericas;021=Northern America;029=Caribbean;030=Eastern Asia;034=Southern Asia;035=Southeast Asia;039" +
        "=Southern Europe;053=Australasia;054=Melanesia;057=Micronesian Region;061=Polynesia;142=Asia;143=Cen" +
        "tral Asia;145=Western Asia;150=Europe;151=Eastern Europe;154=Northern Europe;155=Western Europe;202=" +
        "Sub-Saharan Africa;419=Latin America;EU=European Union;EZ=Eurozone;UN=United Nations;QO=Outlying Oce" +
        "ania;XK=Kosovo;";

    static final String SCRIPTS = "Arab=Arabic;Armn=Armenian;Beng=Bangla;Cyrl=Cyrillic;Deva=Devanagari;Ethi=Ethiopic;Geor=Georgian;Grek" +
        "=Greek;Gujr=Gujarati;Guru=Gurmukhi;Hang=Hangul;Hani=Han;Hans=Simplified;Hant=Traditional;Hebr=Hebrew" +
        ";Hira=Hiragana;Jpan=Japanese;Kana=Katakana;Khmr=Khmer;Knda=Kannada;Kore=Korean;Laoo=Lao;Latn=Latin;M" +
        "lym=Malayalam;Mong=Mongolian;Mymr=Myanmar;Orya=Odia;Sinh=Sinhala;Taml=Tamil;Telu=Telugu;Thaa=Thaana;" +
        "Thai=Thai;Tibt=Tibetan;Zyyy=Common;Zzzz=Unknown Script;";

    /** Variants with a CLDR name; any other variant is shown as it is. */
    static final String VARIANTS = "POSIX=Computer;1901=Traditional German orthography;1996=German orthography of 1996;"
        + "VALENCIA=Valencian;PINYIN=Pinyin Romanization;WADEGILE=Wade-Giles Romanization;";

    private static HashMap<String, String> languages, regions, scripts, variants;

    private static HashMap<String, String> read(String s) {
        HashMap<String, String> m = new HashMap<String, String>();
        int i = 0;
        while (i < s.length()) {
            int eq = s.indexOf('=', i), end = s.indexOf(';', eq);
            m.put(s.substring(i, eq), s.substring(eq + 1, end));
            i = end + 1;
        }
        return m;
    }

    /** The codes of a table in its order. */
    static String[] codes(String s) {
        ArrayList<String> r = new ArrayList<String>();
        int i = 0;
        while (i < s.length()) {
            int eq = s.indexOf('=', i);
            r.add(s.substring(i, eq));
            i = s.indexOf(';', eq) + 1;
        }
        return r.toArray(new String[0]);
    }

    static synchronized String language(String code) {
        if (languages == null) languages = read(LANGUAGES + MORE_LANGUAGES);
        return languages.get(code);
    }

    static synchronized String region(String code) {
        if (regions == null) regions = read(REGIONS);
        return regions.get(code);
    }

    static synchronized String script(String code) {
        if (scripts == null) scripts = read(SCRIPTS);
        return scripts.get(code);
    }

    static synchronized String variant(String code) {
        if (variants == null) variants = read(VARIANTS);
        return variants.get(code);
    }
}
