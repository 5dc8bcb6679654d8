//! The loose rows of the basics (100–300, 600, 800, 900, 1200): what card files may print for
//! race and power (208.1, 209.1). The behaviour is checked by the scenarios under
//! scenarios/zx/{100-basics,200-cards,300-zones,600-battle,900-rule-effects,1200-misc}.

/// 208.1, 209.1: only Z/X-type cards have a power, and only they and Shifts a race; a card file
/// printing either on another type is refused, naming the field.
#[test]
fn race_and_power_only_where_the_type_has_them() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\n";
    let cases = [
        (format!("{head}type = \"event\"\ncost = 1\npower = 3000\n"), "power"),
        (format!("{head}type = \"player\"\npower = 3000\n"), "power"),
        (format!("{head}type = \"event\"\ncost = 1\nraces = [\"Golem\"]\n"), "races"),
        (format!("{head}type = \"player\"\nraces = [\"Golem\"]\n"), "races"),
    ];
    super::card_errors(&cases);
    let shift = format!("{head}type = \"shift\"\nraces = [\"Golem\"]\n");
    let err = fuda_zx::cards::load::parse_cards(&shift).err().map(|e| e.to_string()).unwrap_or_default();
    assert!(!err.contains("races"), "a Shift may print a race (208.1): {err}");
}
