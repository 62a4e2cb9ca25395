public interface LinkIface {
  void im();
}
