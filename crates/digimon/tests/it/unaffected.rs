//! Issue 23: "unaffected by your opponent's Digimon effects" (15-15-6, the kinds of 15-2-1).
//! The old spelling reads as the new one with the opponent's effects of every kind; a wrong kind
//! or key is refused with its field; the rendering says whose effects of which kind.

use fuda_digimon::cards::ast::{Ability, Buff, EffectKind, Side, UnaffectedBy};
use fuda_digimon::cards::load::parse_cards;
use fuda_digimon::cards::render::card_text;

fn card(buff: &str) -> String {
    format!(
        "[[card]]\nid = \"T-1\"\nname = \"Test One\"\nkind = \"digimon\"\ncolors = [\"red\"]\nlevel = 3\ndp = 3000\nplay-cost = 3\n[[card.effects]]\nduring = \"all-turns\"\nbuff = {buff}\n"
    )
}

fn buff_of(buff: &str) -> Buff {
    let cards = parse_cards(&card(buff)).unwrap_or_else(|e| panic!("{buff}: {e}"));
    match &cards[0].effects[0] {
        Ability::Continuous(c) => c.buff.clone(),
        other => panic!("{buff}: not a continuous effect: {other:?}"),
    }
}

#[test]
fn the_old_spelling_is_the_opponents_effects_of_every_kind() {
    let every = UnaffectedBy { side: Side::Opponent, kind: None };
    assert_eq!(buff_of("\"unaffected\"").unaffected_by(), Some(every));
    assert_eq!(buff_of("{ unaffected-by = { side = \"opponent\" } }").unaffected_by(), Some(every));
    let digimon = UnaffectedBy { side: Side::Opponent, kind: Some(EffectKind::Digimon) };
    assert_eq!(
        buff_of("{ unaffected-by = { side = \"opponent\", kind = \"digimon\" } }").unaffected_by(),
        Some(digimon)
    );
    let options = UnaffectedBy { side: Side::Any, kind: Some(EffectKind::Option) };
    assert_eq!(buff_of("{ unaffected-by = { side = \"any\", kind = \"option\" } }").unaffected_by(), Some(options));
    assert_eq!(buff_of("{ dp = 1000 }").unaffected_by(), None);
}

#[test]
fn a_wrong_kind_or_key_is_refused_with_its_field() {
    let cases = [
        (
            "{ unaffected-by = { side = \"opponent\", kind = \"dragon\" } }",
            ["unaffected-by.kind", "`digimon`, `tamer`, `option`"],
        ),
        ("{ unaffected-by = { whose = \"opponent\" } }", ["unaffected-by.whose", "`side` or `kind`"]),
        ("{ unaffected-by = { kind = \"digimon\" } }", ["unaffected-by", "missing field `side`"]),
    ];
    for (buff, words) in cases {
        let err = match parse_cards(&card(buff)) {
            Ok(_) => panic!("accepted: {buff}"),
            Err(e) => e.to_string(),
        };
        for word in words {
            assert!(err.contains(word), "the error names {word:?}: {err}");
        }
    }
}

#[test]
fn the_rendering_says_whose_effects_of_which_kind() {
    let cases = [
        (
            "{ unaffected-by = { side = \"opponent\", kind = \"digimon\" } }",
            "this Digimon is unaffected by your opponent's Digimon effects.",
        ),
        ("{ unaffected-by = { side = \"any\", kind = \"tamer\" } }", "this Digimon is unaffected by Tamer effects."),
        ("{ unaffected-by = { side = \"own\" } }", "this Digimon is unaffected by your effects."),
    ];
    for (buff, text) in cases {
        let cards = parse_cards(&card(buff)).unwrap_or_else(|e| panic!("{buff}: {e}"));
        let rendered = card_text(&cards[0]);
        assert!(rendered.contains(text), "{buff} renders as\n{rendered}");
    }
}
