package java.text;

import java.util.Locale;

/**
 * The date and time styles of common locales as java 17 gives them from CLDR (observed with the JDK's
 * own classes; jpor has no CLDR data): locale|FULL|LONG|MEDIUM|SHORT date|the four time patterns|the four
 * date-time patterns of equal styles. java.time's localized patterns are the same.
 */
final class LocaleDateData {
    private LocaleDateData() {
    }

    private static final String[] TABLE = {
        "en_US|EEEE, MMMM d, y|MMMM d, y|MMM d, y|M/d/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, MMMM d, y 'at' h:mm:ss a zzzz|MMMM d, y 'at' h:mm:ss a z|MMM d, y, h:mm:ss a|M/d/yy, h:mm a",
        "en_GB|EEEE, d MMMM y|d MMMM y|d MMM y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d MMMM y 'at' HH:mm:ss zzzz|d MMMM y 'at' HH:mm:ss z|d MMM y, HH:mm:ss|dd/MM/y, HH:mm",
        "en_IN|EEEE, d MMMM, y|d MMMM y|dd-MMM-y|dd/MM/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM, y 'at' h:mm:ss a zzzz|d MMMM y 'at' h:mm:ss a z|dd-MMM-y, h:mm:ss a|dd/MM/yy, h:mm a",
        "en_AU|EEEE, d MMMM y|d MMMM y|d MMM y|d/M/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM y 'at' h:mm:ss a zzzz|d MMMM y 'at' h:mm:ss a z|d MMM y, h:mm:ss a|d/M/yy, h:mm a",
        "en_CA|EEEE, MMMM d, y|MMMM d, y|MMM d, y|y-MM-dd|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, MMMM d, y 'at' h:mm:ss a zzzz|MMMM d, y 'at' h:mm:ss a z|MMM d, y, h:mm:ss a|y-MM-dd, h:mm a",
        "en_NZ|EEEE, d MMMM y|d MMMM y|d/MM/y|d/MM/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM y 'at' h:mm:ss a zzzz|d MMMM y 'at' h:mm:ss a z|d/MM/y, h:mm:ss a|d/MM/yy, h:mm a",
        "en_ZA|EEEE, dd MMMM y|dd MMMM y|dd MMM y|y/MM/dd|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, dd MMMM y 'at' HH:mm:ss zzzz|dd MMMM y 'at' HH:mm:ss z|dd MMM y, HH:mm:ss|y/MM/dd, HH:mm",
        "en_IE|EEEE d MMMM y|d MMMM y|d MMM y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y 'at' HH:mm:ss zzzz|d MMMM y 'at' HH:mm:ss z|d MMM y, HH:mm:ss|dd/MM/y, HH:mm",
        "en_SG|EEEE, d MMMM y|d MMMM y|d MMM y|d/M/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM y 'at' h:mm:ss a zzzz|d MMMM y 'at' h:mm:ss a z|d MMM y, h:mm:ss a|d/M/yy, h:mm a",
        "en_PH|EEEE, d MMMM y|d MMMM y|d MMM y|dd/MM/y|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM y 'at' h:mm:ss a zzzz|d MMMM y 'at' h:mm:ss a z|d MMM y, h:mm:ss a|dd/MM/y, h:mm a",
        "fr_FR|EEEE d MMMM y|d MMMM y|d MMM y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y '\u00e0' HH:mm:ss zzzz|d MMMM y '\u00e0' HH:mm:ss z|d MMM y, HH:mm:ss|dd/MM/y HH:mm",
        "fr_CA|EEEE d MMMM y|d MMMM y|d MMM y|y-MM-dd|HH 'h' mm 'min' ss 's' zzzz|HH 'h' mm 'min' ss 's' z|HH 'h' mm 'min' ss 's'|HH 'h' mm|EEEE d MMMM y '\u00e0' HH 'h' mm 'min' ss 's' zzzz|d MMMM y '\u00e0' HH 'h' mm 'min' ss 's' z|d MMM y, HH 'h' mm 'min' ss 's'|y-MM-dd HH 'h' mm",
        "fr_CH|EEEE, d MMMM y|d MMMM y|d MMM y|dd.MM.yy|HH.mm:ss 'h' zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d MMMM y '\u00e0' HH.mm:ss 'h' zzzz|d MMMM y '\u00e0' HH:mm:ss z|d MMM y, HH:mm:ss|dd.MM.yy HH:mm",
        "fr_BE|EEEE d MMMM y|d MMMM y|d MMM y|d/MM/yy|H 'h' mm 'min' ss 's' zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y '\u00e0' H 'h' mm 'min' ss 's' zzzz|d MMMM y '\u00e0' HH:mm:ss z|d MMM y, HH:mm:ss|d/MM/yy HH:mm",
        "fr_LU|EEEE d MMMM y|d MMMM y|d MMM y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y '\u00e0' HH:mm:ss zzzz|d MMMM y '\u00e0' HH:mm:ss z|d MMM y, HH:mm:ss|dd/MM/y HH:mm",
        "de_DE|EEEE, d. MMMM y|d. MMMM y|dd.MM.y|dd.MM.yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d. MMMM y 'um' HH:mm:ss zzzz|d. MMMM y 'um' HH:mm:ss z|dd.MM.y, HH:mm:ss|dd.MM.yy, HH:mm",
        "de_AT|EEEE, d. MMMM y|d. MMMM y|dd.MM.y|dd.MM.yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d. MMMM y 'um' HH:mm:ss zzzz|d. MMMM y 'um' HH:mm:ss z|dd.MM.y, HH:mm:ss|dd.MM.yy, HH:mm",
        "de_CH|EEEE, d. MMMM y|d. MMMM y|dd.MM.y|dd.MM.yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d. MMMM y 'um' HH:mm:ss zzzz|d. MMMM y 'um' HH:mm:ss z|dd.MM.y, HH:mm:ss|dd.MM.yy, HH:mm",
        "de_LU|EEEE, d. MMMM y|d. MMMM y|dd.MM.y|dd.MM.yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d. MMMM y 'um' HH:mm:ss zzzz|d. MMMM y 'um' HH:mm:ss z|dd.MM.y, HH:mm:ss|dd.MM.yy, HH:mm",
        "it_IT|EEEE d MMMM y|d MMMM y|d MMM y|dd/MM/yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y HH:mm:ss zzzz|d MMMM y HH:mm:ss z|d MMM y, HH:mm:ss|dd/MM/yy, HH:mm",
        "it_CH|EEEE, d MMMM y|d MMMM y|d MMM y|dd.MM.yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d MMMM y HH:mm:ss zzzz|d MMMM y HH:mm:ss z|d MMM y, HH:mm:ss|dd.MM.yy, HH:mm",
        "es_ES|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d MMM y|d/M/yy|H:mm:ss (zzzz)|H:mm:ss z|H:mm:ss|H:mm|EEEE, d 'de' MMMM 'de' y, H:mm:ss (zzzz)|d 'de' MMMM 'de' y, H:mm:ss z|d MMM y H:mm:ss|d/M/yy H:mm",
        "es_MX|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d MMM y|dd/MM/yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d 'de' MMMM 'de' y, HH:mm:ss zzzz|d 'de' MMMM 'de' y, HH:mm:ss z|d MMM y HH:mm:ss|dd/MM/yy HH:mm",
        "es_AR|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d MMM y|d/M/yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d 'de' MMMM 'de' y, HH:mm:ss zzzz|d 'de' MMMM 'de' y, HH:mm:ss z|d MMM y HH:mm:ss|d/M/yy HH:mm",
        "es_CO|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d/MM/y|d/MM/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d 'de' MMMM 'de' y, h:mm:ss a zzzz|d 'de' MMMM 'de' y, h:mm:ss a z|d/MM/y, h:mm:ss a|d/MM/yy, h:mm a",
        "es_CL|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|dd-MM-y|dd-MM-yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d 'de' MMMM 'de' y, HH:mm:ss zzzz|d 'de' MMMM 'de' y, HH:mm:ss z|dd-MM-y HH:mm:ss|dd-MM-yy HH:mm",
        "es_PE|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d MMM y|d/MM/yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d 'de' MMMM 'de' y, HH:mm:ss zzzz|d 'de' MMMM 'de' y, HH:mm:ss z|d MMM y HH:mm:ss|d/MM/yy HH:mm",
        "es_US|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d MMM y|d/M/y|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d 'de' MMMM 'de' y, h:mm:ss a zzzz|d 'de' MMMM 'de' y, h:mm:ss a z|d MMM y h:mm:ss a|d/M/y h:mm a",
        "pt_BR|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d 'de' MMM 'de' y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d 'de' MMMM 'de' y HH:mm:ss zzzz|d 'de' MMMM 'de' y HH:mm:ss z|d 'de' MMM 'de' y HH:mm:ss|dd/MM/y HH:mm",
        "pt_PT|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|dd/MM/y|dd/MM/yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d 'de' MMMM 'de' y '\u00e0s' HH:mm:ss zzzz|d 'de' MMMM 'de' y '\u00e0s' HH:mm:ss z|dd/MM/y, HH:mm:ss|dd/MM/yy, HH:mm",
        "nl_NL|EEEE d MMMM y|d MMMM y|d MMM y|dd-MM-y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y 'om' HH:mm:ss zzzz|d MMMM y 'om' HH:mm:ss z|d MMM y HH:mm:ss|dd-MM-y HH:mm",
        "nl_BE|EEEE d MMMM y|d MMMM y|d MMM y|d/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y 'om' HH:mm:ss zzzz|d MMMM y 'om' HH:mm:ss z|d MMM y HH:mm:ss|d/MM/y HH:mm",
        "ja_JP|y\u5e74M\u6708d\u65e5EEEE|y\u5e74M\u6708d\u65e5|y/MM/dd|y/MM/dd|H\u6642mm\u5206ss\u79d2 zzzz|H:mm:ss z|H:mm:ss|H:mm|y\u5e74M\u6708d\u65e5EEEE H\u6642mm\u5206ss\u79d2 zzzz|y\u5e74M\u6708d\u65e5 H:mm:ss z|y/MM/dd H:mm:ss|y/MM/dd H:mm",
        "zh_CN|y\u5e74M\u6708d\u65e5EEEE|y\u5e74M\u6708d\u65e5|y\u5e74M\u6708d\u65e5|y/M/d|zzzz ah:mm:ss|z ah:mm:ss|ah:mm:ss|ah:mm|y\u5e74M\u6708d\u65e5EEEE zzzz ah:mm:ss|y\u5e74M\u6708d\u65e5 z ah:mm:ss|y\u5e74M\u6708d\u65e5 ah:mm:ss|y/M/d ah:mm",
        "zh_TW|y\u5e74M\u6708d\u65e5 EEEE|y\u5e74M\u6708d\u65e5|y\u5e74M\u6708d\u65e5|y/M/d|ah:mm:ss [zzzz]|ah:mm:ss [z]|ah:mm:ss|ah:mm|y\u5e74M\u6708d\u65e5 EEEE ah:mm:ss [zzzz]|y\u5e74M\u6708d\u65e5 ah:mm:ss [z]|y\u5e74M\u6708d\u65e5 ah:mm:ss|y/M/d ah:mm",
        "zh_HK|y\u5e74M\u6708d\u65e5EEEE|y\u5e74M\u6708d\u65e5|y\u5e74M\u6708d\u65e5|d/M/y|ah:mm:ss [zzzz]|ah:mm:ss [z]|ah:mm:ss|ah:mm|y\u5e74M\u6708d\u65e5EEEE ah:mm:ss [zzzz]|y\u5e74M\u6708d\u65e5 ah:mm:ss [z]|y\u5e74M\u6708d\u65e5 ah:mm:ss|d/M/y ah:mm",
        "ko_KR|y\ub144 M\uc6d4 d\uc77c EEEE|y\ub144 M\uc6d4 d\uc77c|y. M. d.|yy. M. d.|a h\uc2dc m\ubd84 s\ucd08 zzzz|a h\uc2dc m\ubd84 s\ucd08 z|a h:mm:ss|a h:mm|y\ub144 M\uc6d4 d\uc77c EEEE a h\uc2dc m\ubd84 s\ucd08 zzzz|y\ub144 M\uc6d4 d\uc77c a h\uc2dc m\ubd84 s\ucd08 z|y. M. d. a h:mm:ss|yy. M. d. a h:mm",
        "ru_RU|EEEE, d MMMM y '\u0433'.|d MMMM y '\u0433'.|d MMM y '\u0433'.|dd.MM.y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d MMMM y '\u0433'., HH:mm:ss zzzz|d MMMM y '\u0433'., HH:mm:ss z|d MMM y '\u0433'., HH:mm:ss|dd.MM.y, HH:mm",
        "pl_PL|EEEE, d MMMM y|d MMMM y|d MMM y|dd.MM.y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d MMMM y HH:mm:ss zzzz|d MMMM y HH:mm:ss z|d MMM y, HH:mm:ss|dd.MM.y, HH:mm",
        "sv_SE|EEEE d MMMM y|d MMMM y|d MMM y|y-MM-dd|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y HH:mm:ss zzzz|d MMMM y HH:mm:ss z|d MMM y HH:mm:ss|y-MM-dd HH:mm",
        "da_DK|EEEE 'den' d. MMMM y|d. MMMM y|d. MMM y|dd.MM.y|HH.mm.ss zzzz|HH.mm.ss z|HH.mm.ss|HH.mm|EEEE 'den' d. MMMM y 'kl'. HH.mm.ss zzzz|d. MMMM y 'kl'. HH.mm.ss z|d. MMM y HH.mm.ss|dd.MM.y HH.mm",
        "nb_NO|EEEE d. MMMM y|d. MMMM y|d. MMM y|dd.MM.y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d. MMMM y 'kl'. HH:mm:ss zzzz|d. MMMM y 'kl'. HH:mm:ss z|d. MMM y, HH:mm:ss|dd.MM.y, HH:mm",
        "fi_FI|EEEE d. MMMM y|d. MMMM y|d.M.y|d.M.y|H.mm.ss zzzz|H.mm.ss z|H.mm.ss|H.mm|EEEE d. MMMM y 'klo' H.mm.ss zzzz|d. MMMM y 'klo' H.mm.ss z|d.M.y 'klo' H.mm.ss|d.M.y H.mm",
        "tr_TR|d MMMM y EEEE|d MMMM y|d MMM y|d.MM.y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|d MMMM y EEEE HH:mm:ss zzzz|d MMMM y HH:mm:ss z|d MMM y HH:mm:ss|d.MM.y HH:mm",
        "hi_IN|EEEE, d MMMM y|d MMMM y|d MMM y|d/M/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM y \u0915\u094b h:mm:ss a zzzz|d MMMM y \u0915\u094b h:mm:ss a z|d MMM y, h:mm:ss a|d/M/yy, h:mm a",
        "id_ID|EEEE, dd MMMM y|d MMMM y|d MMM y|dd/MM/yy|HH.mm.ss zzzz|HH.mm.ss z|HH.mm.ss|HH.mm|EEEE, dd MMMM y HH.mm.ss zzzz|d MMMM y HH.mm.ss z|d MMM y HH.mm.ss|dd/MM/yy HH.mm",
        "cs_CZ|EEEE d. MMMM y|d. MMMM y|d. M. y|dd.MM.yy|H:mm:ss zzzz|H:mm:ss z|H:mm:ss|H:mm|EEEE d. MMMM y H:mm:ss zzzz|d. MMMM y H:mm:ss z|d. M. y H:mm:ss|dd.MM.yy H:mm",
        "el_GR|EEEE, d MMMM y|d MMMM y|d MMM y|d/M/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM y - h:mm:ss a zzzz|d MMMM y - h:mm:ss a z|d MMM y, h:mm:ss a|d/M/yy, h:mm a",
        "hu_HU|y. MMMM d., EEEE|y. MMMM d.|y. MMM d.|y. MM. dd.|H:mm:ss zzzz|H:mm:ss z|H:mm:ss|H:mm|y. MMMM d., EEEE H:mm:ss zzzz|y. MMMM d. H:mm:ss z|y. MMM d. H:mm:ss|y. MM. dd. H:mm",
        "uk_UA|EEEE, d MMMM y '\u0440'.|d MMMM y '\u0440'.|d MMM y '\u0440'.|dd.MM.yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d MMMM y '\u0440'. '\u043e' HH:mm:ss zzzz|d MMMM y '\u0440'. '\u043e' HH:mm:ss z|d MMM y '\u0440'., HH:mm:ss|dd.MM.yy, HH:mm",
        "ro_RO|EEEE, d MMMM y|d MMMM y|d MMM y|dd.MM.y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d MMMM y, HH:mm:ss zzzz|d MMMM y, HH:mm:ss z|d MMM y, HH:mm:ss|dd.MM.y, HH:mm",
        "vi_VN|EEEE, d MMMM, y|d MMMM, y|d MMM, y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|HH:mm:ss zzzz EEEE, d MMMM, y|HH:mm:ss z d MMMM, y|HH:mm:ss, d MMM, y|HH:mm, dd/MM/y",
        "ms_MY|EEEE, d MMMM y|d MMMM y|d MMM y|d/MM/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, d MMMM y h:mm:ss a zzzz|d MMMM y h:mm:ss a z|d MMM y, h:mm:ss a|d/MM/yy, h:mm a",
        "en|EEEE, MMMM d, y|MMMM d, y|MMM d, y|M/d/yy|h:mm:ss a zzzz|h:mm:ss a z|h:mm:ss a|h:mm a|EEEE, MMMM d, y 'at' h:mm:ss a zzzz|MMMM d, y 'at' h:mm:ss a z|MMM d, y, h:mm:ss a|M/d/yy, h:mm a",
        "fr|EEEE d MMMM y|d MMMM y|d MMM y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y '\u00e0' HH:mm:ss zzzz|d MMMM y '\u00e0' HH:mm:ss z|d MMM y, HH:mm:ss|dd/MM/y HH:mm",
        "de|EEEE, d. MMMM y|d. MMMM y|dd.MM.y|dd.MM.yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d. MMMM y 'um' HH:mm:ss zzzz|d. MMMM y 'um' HH:mm:ss z|dd.MM.y, HH:mm:ss|dd.MM.yy, HH:mm",
        "it|EEEE d MMMM y|d MMMM y|d MMM y|dd/MM/yy|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y HH:mm:ss zzzz|d MMMM y HH:mm:ss z|d MMM y, HH:mm:ss|dd/MM/yy, HH:mm",
        "es|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d MMM y|d/M/yy|H:mm:ss (zzzz)|H:mm:ss z|H:mm:ss|H:mm|EEEE, d 'de' MMMM 'de' y, H:mm:ss (zzzz)|d 'de' MMMM 'de' y, H:mm:ss z|d MMM y H:mm:ss|d/M/yy H:mm",
        "ja|y\u5e74M\u6708d\u65e5EEEE|y\u5e74M\u6708d\u65e5|y/MM/dd|y/MM/dd|H\u6642mm\u5206ss\u79d2 zzzz|H:mm:ss z|H:mm:ss|H:mm|y\u5e74M\u6708d\u65e5EEEE H\u6642mm\u5206ss\u79d2 zzzz|y\u5e74M\u6708d\u65e5 H:mm:ss z|y/MM/dd H:mm:ss|y/MM/dd H:mm",
        "ko|y\ub144 M\uc6d4 d\uc77c EEEE|y\ub144 M\uc6d4 d\uc77c|y. M. d.|yy. M. d.|a h\uc2dc m\ubd84 s\ucd08 zzzz|a h\uc2dc m\ubd84 s\ucd08 z|a h:mm:ss|a h:mm|y\ub144 M\uc6d4 d\uc77c EEEE a h\uc2dc m\ubd84 s\ucd08 zzzz|y\ub144 M\uc6d4 d\uc77c a h\uc2dc m\ubd84 s\ucd08 z|y. M. d. a h:mm:ss|yy. M. d. a h:mm",
        "zh|y\u5e74M\u6708d\u65e5EEEE|y\u5e74M\u6708d\u65e5|y\u5e74M\u6708d\u65e5|y/M/d|zzzz ah:mm:ss|z ah:mm:ss|ah:mm:ss|ah:mm|y\u5e74M\u6708d\u65e5EEEE zzzz ah:mm:ss|y\u5e74M\u6708d\u65e5 z ah:mm:ss|y\u5e74M\u6708d\u65e5 ah:mm:ss|y/M/d ah:mm",
        "pt|EEEE, d 'de' MMMM 'de' y|d 'de' MMMM 'de' y|d 'de' MMM 'de' y|dd/MM/y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE, d 'de' MMMM 'de' y HH:mm:ss zzzz|d 'de' MMMM 'de' y HH:mm:ss z|d 'de' MMM 'de' y HH:mm:ss|dd/MM/y HH:mm",
        "nl|EEEE d MMMM y|d MMMM y|d MMM y|dd-MM-y|HH:mm:ss zzzz|HH:mm:ss z|HH:mm:ss|HH:mm|EEEE d MMMM y 'om' HH:mm:ss zzzz|d MMMM y 'om' HH:mm:ss z|d MMM y HH:mm:ss|dd-MM-y HH:mm",
    };

    /** The entry of a locale (or of its language), or null. */
    static String[] find(Locale locale) {
        String[] r = row(locale.toString());
        return r != null ? r : row(locale.getLanguage());
    }

    private static String[] row(String key) {
        if (key.isEmpty()) return null;
        String k = key + "|";
        for (String row : TABLE)
            if (row.startsWith(k)) return row.split("\\|", -1);
        return null;
    }

    static String date(String[] r, int style) {
        return r[1 + style];
    }

    static String time(String[] r, int style) {
        return r[5 + style];
    }

    /** The pattern of the shorter style joins the two (java: en-US LONG date, SHORT time: "MMMM d, y, h:mm a"). */
    static String dateTime(String[] r, int dateStyle, int timeStyle) {
        int g = Math.max(dateStyle, timeStyle);
        String glue = r[9 + g];
        if (dateStyle == timeStyle) return glue;
        String date = r[1 + g], time = r[5 + g];
        int d = glue.indexOf(date);
        int t = glue.indexOf(time, d < 0 ? 0 : d + date.length());
        if (d < 0 || t < 0) return glue;
        return glue.substring(0, d) + r[1 + dateStyle] + glue.substring(d + date.length(), t) + r[5 + timeStyle]
            + glue.substring(t + time.length());
    }
}
