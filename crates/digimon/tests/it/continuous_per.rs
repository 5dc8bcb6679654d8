//! Issue 23, "per X" (ごとに, 15-15-7) on a continuous effect: "+1000 DP for each of your other
//! Digimon". Only a DP change scales, a count that reads DP is refused (it could depend on the
//! change itself), and the rendering says what is counted.

use fuda_digimon::cards::load::parse_cards;
use fuda_digimon::cards::render::card_text;

fn card(effect: &str) -> String {
    format!(
        "[[card]]\nid = \"T-1\"\nname = \"Test One\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\ndp = 3000\nplay-cost = 3\n[[card.effects]]\n{effect}\n"
    )
}

#[test]
fn a_continuous_dp_change_scales_by_a_count() {
    let text = card("during = \"your-turn\"\nbuff = { dp = 1000 }\nper = \"your-tamers\"");
    let cards = parse_cards(&text).unwrap_or_else(|e| panic!("{e}"));
    let rendered = card_text(&cards[0]);
    assert!(rendered.contains("[Your Turn] this Digimon gets +1000 DP for each of your Tamers."), "{rendered}");
}

#[test]
fn a_per_that_cannot_work_is_refused_with_its_field() {
    let cases = [
        ("during = \"your-turn\"\nbuff = \"cannot-block\"\nper = \"your-tamers\"", "`dp` buff only"),
        (
            "during = \"your-turn\"\nbuff = { dp = 1000 }\nper = { count = { side = \"own\", dp = { at-least = 5000 } } }",
            "may not read DP",
        ),
        ("during = \"your-turn\"\nbuff = { dp = 1000 }\nper = { dp-of = \"this\" }", "may not read DP"),
        ("when = \"on-play\"\ndo = [{ draw = 1 }]\nper = \"your-tamers\"", "`per`"),
    ];
    for (effect, words) in cases {
        let err = match parse_cards(&card(effect)) {
            Ok(_) => panic!("accepted: {effect}"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains(words) && err.contains("effects[0]"), "the error names {words:?}: {err}");
    }
}
