public interface LinkIface {
  static void im() {}
}
