//! The last checklist rows: expiry dates (1207).

use crate::demo_set;
use fuda_kernel::date::Date;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::expiry::deck_problems;

fn date(text: &str) -> Date {
    Date::try_from(text.to_string()).expect("a calendar date")
}

#[test]
fn an_expiry_date_that_is_no_calendar_date_is_an_error_naming_the_line() {
    for bad in ["2027-02-29", "2027-13-01", "31.03.2027", "soon"] {
        let source = format!(
            "[[card]]\nid = \"X-1\"\nname = \"X\"\ntype = \"zx\"\ncost = 1\npower = 1000\nexpires = \"{bad}\"\n"
        );
        let err = parse_cards(&source).expect_err(bad);
        let shown = err.to_string();
        assert!(shown.contains("YYYY-MM-DD") && shown.contains(bad), "{bad}: {shown}");
        assert_eq!(err.location.line, Some(7), "{shown}");
    }
}

#[test]
fn a_deck_is_checked_against_the_event_date_and_a_rebuild_keeps_the_expiry() {
    let (db, decks) = demo_set();
    let deck = decks.iter().find(|d| d.name == "Roll Call").expect("the rows deck");
    assert!(deck_problems(&db, deck, date("2027-03-31")).is_empty(), "the last day is still a day of use");
    let problems = deck_problems(&db, deck, date("2027-04-01"));
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems.iter().all(|p| p.starts_with("1207")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("Lantern Festival Herald")), "{problems:?}");
    assert!(!problems.iter().any(|p| p.contains("Harvest Moon Drummer")), "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("ZXD-983")), "the rebuild is bound too (1207.2): {problems:?}");
    let later = deck_problems(&db, deck, date("2028-01-01"));
    assert!(later.iter().any(|p| p.contains("Harvest Moon Drummer")), "{later:?}");
}
