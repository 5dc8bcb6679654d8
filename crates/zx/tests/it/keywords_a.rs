//! Keyword abilities 1102–1115 (crates/zx/src/keywords): card files that name them wrongly are
//! refused with the field, their words render, and their records leave old games' fingerprints
//! alone. The rules themselves are pinned by scenarios/zx/1100-keywords and 400-setup.

use fuda_zx::cards::Keyword;
use fuda_zx::cards::load::parse_cards;
use std::hash::{DefaultHasher, Hash, Hasher};

#[test]
fn bad_keywords_are_errors_with_their_field() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\n";
    let zx = format!("{head}type = \"zx\"\ncost = 1\npower = 1000\n");
    let event = format!("{head}type = \"event\"\ncost = 1\n");
    let cases = [
        (format!("{event}keywords = [\"infinite-solitude\"]\n"), "keywords[0]"),
        (format!("{event}keywords = [\"stylish-headbutt\"]\n"), "keywords[0]"),
        (format!("{event}keywords = [{{ den-ei = 3 }}]\n"), "keywords[0]"),
        (format!("{zx}keywords = [{{ evolseed = [] }}]\n"), "keywords[0]"),
        (format!("{zx}keywords = [\"zekkai\", {{ zxtend-drive = [{{ draw = 0 }}] }}]\n"), "keywords[1][0]"),
        (format!("{zx}keywords = [{{ zekkai-p = \" \" }}]\n"), "keywords[0]"),
        (format!("{zx}keywords = [{{ den-ei = \"three\" }}]\n"), "keywords"),
        (format!("{zx}keywords = [\"install\"]\n"), "keywords"),
        (format!("{zx}keywords = [{{ crisis = \"damaged\" }}]\n"), "keywords[0]"),
        (format!("{head}type = \"pl-ex\"\nkeywords = [{{ crisis = \"full-moon\" }}]\n"), "keywords"),
    ];
    super::card_errors(&cases);
}

#[test]
fn keywords_render_with_their_numbers_names_and_effects() {
    let text = "[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"zx\"\ncost = 1\npower = 1000\n\
                keywords = [{ den-ei = 3 }, { zekkai-p = \"Akari\" }, { evolseed = [{ draw = 1 }] }, \
                { zxtend-drive = [{ draw = 2 }] }, \"infinite-solitude\"]\n\
                abilities = [{ permanent = { power = 2000, when = { zero-optima = 3 } } }]\n";
    let defs = parse_cards(text).expect("valid");
    let text = fuda_zx::cards::render::card_text(&defs[0]);
    for words in [
        "Den'ei 3",
        "Zekkai PAkari",
        "Evolseed: Draw a card.",
        "Z/Xtend Drive!: Draw 2 cards.",
        "InfiniteSolitude",
        "If Zero Optima 3 (your Resource holds 3 or more Ignition cards), this card gets +2000 power.",
    ] {
        assert!(text.contains(words), "{words:?} in {text}");
    }
    assert_eq!(defs[0].keyword_at(1), Some(&Keyword::DenEi(3)), "keywords are numbered after the abilities");
    assert_eq!(defs[0].keyword_at(0), None, "number 0 is the printed permanent ability");
}

fn hash_of(state: &fuda_zx::state::ZxState) -> u64 {
    let mut h = DefaultHasher::new();
    state.hash(&mut h);
    h.finish()
}

#[test]
fn keyword_records_are_fingerprinted_once_set() {
    let (db, decks) = super::demo_set();
    let plain = decks.iter().find(|d| d.name == "Crimson Tide").expect("a deck without keywords");
    let mut state = fuda_zx::setup::new_game(db, [plain, plain], 3).expect("legal");
    assert!(state.keywords.is_empty(), "a game without keyword cards records nothing");
    let before = hash_of(&state);
    state.keywords.zxtend_played[0] = true;
    assert_ne!(hash_of(&state), before, "a record, once set, is part of the fingerprint");
}

#[test]
fn setup_keywords_place_their_cards_face_up_where_402_1_says() {
    use fuda_zx::state::keywords::{KwDecision, SetupKeyword};
    use fuda_zx::state::{Choice, DecisionKind};
    let (db, decks) = super::demo_set();
    let parade = decks.iter().find(|d| d.name == "Keyword Parade").expect("the keyword deck");
    let plain = decks.iter().find(|d| d.name == "Crimson Tide").expect("a deck without keywords");
    let mut state = fuda_zx::setup::new_game(db, [parade, plain], 11).expect("legal");
    let mut picked = Vec::new();
    while let Some(d) = state.decision.clone() {
        let index = match d.kind {
            DecisionKind::Keyword(KwDecision::SetupPick(kind)) => {
                picked.push(kind);
                d.options.iter().position(|c| matches!(c, Choice::Target(_))).expect("a card to take")
            }
            DecisionKind::Mulligan => 0,
            _ => break,
        };
        fuda_zx::engine::answer(&mut state, index).expect("offered");
    }
    assert_eq!(picked, SetupKeyword::ALL.to_vec(), "402.1c, d and e in order, P2 having none");
    let p1 = state.player(fuda_kernel::Seat(0));
    let gate = p1.dynamis.iter().find(|d| state.def(&d.card).name == "Gate of Quiet Oaths").expect("in Dynamis");
    assert!(gate.face_up, "402.1d: a Gate Card is put face up (E22)");
    assert!(
        p1.resource.iter().any(|r| state.def(&r.card).name == "Seedbank Golem" && !r.sleeping),
        "402.1e: the Start Resource card is in Resource in Reboot (E9)"
    );
    let home = fuda_zx::board::Square::home(fuda_kernel::Seat(0));
    assert!(
        state.on(home).iter().any(|u| state.def(&u.card).name == "Dawnward Squire"),
        "402.1n: the Start Card is on the player square"
    );
    assert!(state.keywords.start_cards.is_empty(), "none is left face down");
}
