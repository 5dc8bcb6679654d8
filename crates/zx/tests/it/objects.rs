//! Board objects (202.13–202.15, 210, 211, 312, 1010, 1017): what the scenarios can't show.
