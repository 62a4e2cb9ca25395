package java.text;

import java.util.Arrays;
import java.util.Locale;

/**
 * The localized names of date-time formatting: eras, months, weekdays, AM/PM (written for jpor from the Java
 * SE API docs).  The names are CLDR's as java 17 gives them, for the root locale, English (the US's; GB, CA,
 * AU, and CLDR's world English en_001 for the other regions), French (fr, CA), German (de, AT), Italian,
 * Spanish, Japanese, Korean, Chinese (zh, TW), Portuguese and Dutch; another region takes its language's
 * names, another language the root's.  Arrays are java's: months and short months have a 13th empty entry,
 * weekdays and short weekdays an empty one at index 0 so that Calendar.SUNDAY (1) indexes Sunday.  Not here:
 * the zone strings (getZoneStrings/setZoneStrings); hashCode is not java's (java's covers the zone strings).
 */
public class DateFormatSymbols implements java.io.Serializable, Cloneable {
  private static final long serialVersionUID = -5987973545549424702L;
  private static final String PATTERN_CHARS = "GyMdkHmsSEDFwWahKzZ";

  // locale, eras, months, short months, weekdays from Sunday, short weekdays, AM/PM, then the stand-alone
  // months and short months where they differ (SimpleDateFormat's L), else null
  private static final String[][] DATA = {
    {"", "BCE;CE", "Jan;Feb;Mar;Apr;May;Jun;Jul;Aug;Sep;Oct;Nov;Dec", "Jan;Feb;Mar;Apr;May;Jun;Jul;Aug;Sep;Oct;Nov;Dec",
        "Sun;Mon;Tue;Wed;Thu;Fri;Sat", "Sun;Mon;Tue;Wed;Thu;Fri;Sat", "AM;PM", null, null},
    {"en", "BC;AD", "January;February;March;April;May;June;July;August;September;October;November;December", "Jan;Feb;Mar;Apr;May;Jun;Jul;Aug;Sep;Oct;Nov;Dec",
        "Sunday;Monday;Tuesday;Wednesday;Thursday;Friday;Saturday", "Sun;Mon;Tue;Wed;Thu;Fri;Sat", "AM;PM", null, null},
    {"en_GB", "BC;AD", "January;February;March;April;May;June;July;August;September;October;November;December", "Jan;Feb;Mar;Apr;May;Jun;Jul;Aug;Sept;Oct;Nov;Dec",
        "Sunday;Monday;Tuesday;Wednesday;Thursday;Friday;Saturday", "Sun;Mon;Tue;Wed;Thu;Fri;Sat", "am;pm", null, null},
    {"en_CA", "BC;AD", "January;February;March;April;May;June;July;August;September;October;November;December", "Jan.;Feb.;Mar.;Apr.;May;Jun.;Jul.;Aug.;Sep.;Oct.;Nov.;Dec.",
        "Sunday;Monday;Tuesday;Wednesday;Thursday;Friday;Saturday", "Sun.;Mon.;Tue.;Wed.;Thu.;Fri.;Sat.", "a.m.;p.m.", null, null},
    {"en_AU", "BC;AD", "January;February;March;April;May;June;July;August;September;October;November;December", "Jan;Feb;Mar;Apr;May;June;July;Aug;Sept;Oct;Nov;Dec",
        "Sunday;Monday;Tuesday;Wednesday;Thursday;Friday;Saturday", "Sun;Mon;Tue;Wed;Thu;Fri;Sat", "am;pm", null, "Jan;Feb;Mar;Apr;May;Jun;Jul;Aug;Sep;Oct;Nov;Dec"},
    {"en_001", "BC;AD", "January;February;March;April;May;June;July;August;September;October;November;December", "Jan;Feb;Mar;Apr;May;Jun;Jul;Aug;Sep;Oct;Nov;Dec",
        "Sunday;Monday;Tuesday;Wednesday;Thursday;Friday;Saturday", "Sun;Mon;Tue;Wed;Thu;Fri;Sat", "am;pm", null, null},
    {"fr", "av. J.-C.;ap. J.-C.", "janvier;février;mars;avril;mai;juin;juillet;août;septembre;octobre;novembre;décembre", "janv.;févr.;mars;avr.;mai;juin;juil.;août;sept.;oct.;nov.;déc.",
        "dimanche;lundi;mardi;mercredi;jeudi;vendredi;samedi", "dim.;lun.;mar.;mer.;jeu.;ven.;sam.", "AM;PM", null, null},
    {"fr_CA", "av. J.-C.;ap. J.-C.", "janvier;février;mars;avril;mai;juin;juillet;août;septembre;octobre;novembre;décembre", "janv.;févr.;mars;avr.;mai;juin;juill.;août;sept.;oct.;nov.;déc.",
        "dimanche;lundi;mardi;mercredi;jeudi;vendredi;samedi", "dim.;lun.;mar.;mer.;jeu.;ven.;sam.", "a.m.;p.m.", null, null},
    {"de", "v. Chr.;n. Chr.", "Januar;Februar;März;April;Mai;Juni;Juli;August;September;Oktober;November;Dezember", "Jan.;Feb.;März;Apr.;Mai;Juni;Juli;Aug.;Sept.;Okt.;Nov.;Dez.",
        "Sonntag;Montag;Dienstag;Mittwoch;Donnerstag;Freitag;Samstag", "So.;Mo.;Di.;Mi.;Do.;Fr.;Sa.", "AM;PM", null, "Jan;Feb;Mär;Apr;Mai;Jun;Jul;Aug;Sep;Okt;Nov;Dez"},
    {"de_AT", "v. Chr.;n. Chr.", "Jänner;Februar;März;April;Mai;Juni;Juli;August;September;Oktober;November;Dezember", "Jän.;Feb.;März;Apr.;Mai;Juni;Juli;Aug.;Sep.;Okt.;Nov.;Dez.",
        "Sonntag;Montag;Dienstag;Mittwoch;Donnerstag;Freitag;Samstag", "So.;Mo.;Di.;Mi.;Do.;Fr.;Sa.", "AM;PM", null, "Jän;Feb;Mär;Apr;Mai;Jun;Jul;Aug;Sep;Okt;Nov;Dez"},
    {"it", "a.C.;d.C.", "gennaio;febbraio;marzo;aprile;maggio;giugno;luglio;agosto;settembre;ottobre;novembre;dicembre", "gen;feb;mar;apr;mag;giu;lug;ago;set;ott;nov;dic",
        "domenica;lunedì;martedì;mercoledì;giovedì;venerdì;sabato", "dom;lun;mar;mer;gio;ven;sab", "AM;PM", null, null},
    {"es", "a. C.;d. C.", "enero;febrero;marzo;abril;mayo;junio;julio;agosto;septiembre;octubre;noviembre;diciembre", "ene;feb;mar;abr;may;jun;jul;ago;sept;oct;nov;dic",
        "domingo;lunes;martes;miércoles;jueves;viernes;sábado", "dom;lun;mar;mié;jue;vie;sáb", "a. m.;p. m.", null, null},
    {"ja", "紀元前;西暦", "1月;2月;3月;4月;5月;6月;7月;8月;9月;10月;11月;12月", "1月;2月;3月;4月;5月;6月;7月;8月;9月;10月;11月;12月",
        "日曜日;月曜日;火曜日;水曜日;木曜日;金曜日;土曜日", "日;月;火;水;木;金;土", "午前;午後", null, null},
    {"ko", "BC;AD", "1월;2월;3월;4월;5월;6월;7월;8월;9월;10월;11월;12월", "1월;2월;3월;4월;5월;6월;7월;8월;9월;10월;11월;12월",
        "일요일;월요일;화요일;수요일;목요일;금요일;토요일", "일;월;화;수;목;금;토", "오전;오후", null, null},
    {"zh", "公元前;公元", "一月;二月;三月;四月;五月;六月;七月;八月;九月;十月;十一月;十二月", "1月;2月;3月;4月;5月;6月;7月;8月;9月;10月;11月;12月",
        "星期日;星期一;星期二;星期三;星期四;星期五;星期六", "周日;周一;周二;周三;周四;周五;周六", "上午;下午", null, null},
    {"zh_TW", "西元前;西元", "1月;2月;3月;4月;5月;6月;7月;8月;9月;10月;11月;12月", "1月;2月;3月;4月;5月;6月;7月;8月;9月;10月;11月;12月",
        "星期日;星期一;星期二;星期三;星期四;星期五;星期六", "週日;週一;週二;週三;週四;週五;週六", "上午;下午", null, null},
    {"pt", "a.C.;d.C.", "janeiro;fevereiro;março;abril;maio;junho;julho;agosto;setembro;outubro;novembro;dezembro", "jan.;fev.;mar.;abr.;mai.;jun.;jul.;ago.;set.;out.;nov.;dez.",
        "domingo;segunda-feira;terça-feira;quarta-feira;quinta-feira;sexta-feira;sábado", "dom.;seg.;ter.;qua.;qui.;sex.;sáb.", "AM;PM", null, null},
    {"nl", "v.Chr.;n.Chr.", "januari;februari;maart;april;mei;juni;juli;augustus;september;oktober;november;december", "jan.;feb.;mrt.;apr.;mei;jun.;jul.;aug.;sep.;okt.;nov.;dec.",
        "zondag;maandag;dinsdag;woensdag;donderdag;vrijdag;zaterdag", "zo;ma;di;wo;do;vr;za", "a.m.;p.m.", null, null},
  };

  String[] eras;
  String[] months;
  String[] shortMonths;
  String[] weekdays;
  String[] shortWeekdays;
  String[] ampms;
  String localPatternChars = PATTERN_CHARS;
  transient String[] standaloneMonths;
  transient String[] standaloneShortMonths;

  public DateFormatSymbols() {
    this(Locale.getDefault(Locale.Category.FORMAT));
  }

  public DateFormatSymbols(Locale locale) {
    String[] d = find(locale);
    eras = d[1].split(";");
    months = thirteen(d[2]);
    shortMonths = thirteen(d[3]);
    weekdays = fromSunday(d[4]);
    shortWeekdays = fromSunday(d[5]);
    ampms = d[6].split(";");
    standaloneMonths = d[7] == null ? null : d[7].split(";");
    standaloneShortMonths = d[8] == null ? null : d[8].split(";");
  }

  private static String[] find(Locale locale) {
    if (locale == null) throw new NullPointerException();
    String country = locale.getCountry();
    String full = locale.getLanguage() + "_" + country;
    // CLDR's world English (en_001) for English outside the US and its territories
    if (locale.getLanguage().equals("en") && !country.isEmpty() && !"US AS GU MH MP PR UM VI".contains(country)) {
      for (String[] d : DATA)
        if (d[0].equals(full)) return d;
      full = "en_001";
    }
    String[] lang = null;
    for (String[] d : DATA) {
      if (d[0].equals(full)) return d;
      if (d[0].equals(locale.getLanguage())) lang = d;
    }
    return lang != null ? lang : DATA[0];
  }

  private static String[] thirteen(String s) {
    String[] a = Arrays.copyOf(s.split(";"), 13);
    a[12] = "";
    return a;
  }

  private static String[] fromSunday(String s) {
    String[] d = s.split(";");
    String[] a = new String[8];
    a[0] = "";
    System.arraycopy(d, 0, a, 1, 7);
    return a;
  }

  public static Locale[] getAvailableLocales() {
    Locale[] r = new Locale[DATA.length];
    for (int i = 0; i < DATA.length; i++) {
      String k = DATA[i][0];
      int u = k.indexOf('_');
      r[i] = u < 0 ? new Locale(k) : new Locale(k.substring(0, u), k.substring(u + 1));
    }
    return r;
  }

  public static final DateFormatSymbols getInstance() {
    return new DateFormatSymbols();
  }

  public static final DateFormatSymbols getInstance(Locale locale) {
    return new DateFormatSymbols(locale);
  }

  public String[] getEras() {
    return eras.clone();
  }

  public void setEras(String[] newEras) {
    eras = newEras.clone();
  }

  public String[] getMonths() {
    return months.clone();
  }

  public void setMonths(String[] newMonths) {
    months = newMonths.clone();
    standaloneMonths = null;
  }

  public String[] getShortMonths() {
    return shortMonths.clone();
  }

  public void setShortMonths(String[] newShortMonths) {
    shortMonths = newShortMonths.clone();
    standaloneShortMonths = null;
  }

  public String[] getWeekdays() {
    return weekdays.clone();
  }

  public void setWeekdays(String[] newWeekdays) {
    weekdays = newWeekdays.clone();
  }

  public String[] getShortWeekdays() {
    return shortWeekdays.clone();
  }

  public void setShortWeekdays(String[] newShortWeekdays) {
    shortWeekdays = newShortWeekdays.clone();
  }

  public String[] getAmPmStrings() {
    return ampms.clone();
  }

  public void setAmPmStrings(String[] newAmpms) {
    ampms = newAmpms.clone();
  }

  public String getLocalPatternChars() {
    return localPatternChars;
  }

  public void setLocalPatternChars(String newLocalPatternChars) {
    localPatternChars = newLocalPatternChars.toString();
  }

  /** SimpleDateFormat's L: the stand-alone names (the format names unless the locale's differ). */
  String standaloneMonth(int month, boolean full) {
    String[] s = full ? standaloneMonths : standaloneShortMonths;
    return s != null ? s[month] : (full ? months : shortMonths)[month];
  }

  public Object clone() {
    try {
      DateFormatSymbols c = (DateFormatSymbols) super.clone();
      c.eras = eras.clone();
      c.months = months.clone();
      c.shortMonths = shortMonths.clone();
      c.weekdays = weekdays.clone();
      c.shortWeekdays = shortWeekdays.clone();
      c.ampms = ampms.clone();
      return c;
    } catch (CloneNotSupportedException e) {
      throw new InternalError(e);
    }
  }

  public int hashCode() {
    int h = Arrays.hashCode(eras);
    h = 31 * h + Arrays.hashCode(months);
    h = 31 * h + Arrays.hashCode(shortMonths);
    h = 31 * h + Arrays.hashCode(weekdays);
    h = 31 * h + Arrays.hashCode(shortWeekdays);
    h = 31 * h + Arrays.hashCode(ampms);
    return 31 * h + localPatternChars.hashCode();
  }

  public boolean equals(Object obj) {
    if (this == obj) return true;
    if (obj == null || getClass() != obj.getClass()) return false;
    DateFormatSymbols o = (DateFormatSymbols) obj;
    return Arrays.equals(eras, o.eras) && Arrays.equals(months, o.months) && Arrays.equals(shortMonths, o.shortMonths)
        && Arrays.equals(weekdays, o.weekdays) && Arrays.equals(shortWeekdays, o.shortWeekdays)
        && Arrays.equals(ampms, o.ampms) && localPatternChars.equals(o.localPatternChars);
  }
}
