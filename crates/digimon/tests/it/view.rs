//! Issue 20: what the play screen shows of a Digimon game: the hand with each card's level and
//! costs, and on the battle area each 1体's keywords and the effects lasting on it.

use fuda_digimon::DigimonGame;
use fuda_digimon::scenario::build;
use fuda_kernel::view::{CardView, KnownCard};
use fuda_kernel::{Game, Seat};
use std::sync::Arc;

const SETUP: &str = r#"
game = "digimon"
title = "view"

[[card]]
id = "T-VIEW-GUARD"
name = "Test View Guard"
kind = "digimon"
colors = ["red"]
level = 4
dp = 4000
play-cost = 5
keywords = ["blocker"]
[[card.effects]]
when = "main"
do = [{ give = { target = { pick = "this" }, buff = "cannot-be-attacked", until = "until-end-of-opponents-next-turn" } }]

[[card]]
id = "T-VIEW-RED"
name = "Test View Red"
kind = "digimon"
colors = ["red"]
level = 3
dp = 3000
play-cost = 3
digivolve = [{ color = "red", level = 2, cost = 0 }]

[setup]
turn-player = 1
memory = 3
[setup.p1]
battle = ["T-VIEW-GUARD"]
hand = ["T-VIEW-RED"]
deck = ["T-VIEW-RED"]
[setup.p2]
security = ["T-VIEW-RED"]
deck = ["T-VIEW-RED"]
"#;

fn known(view: &fuda_kernel::SeatView, zone: &str) -> Vec<KnownCard> {
    let p1 = &view.players[0];
    let z = p1.zones.iter().find(|z| z.name == zone).expect("the zone is shown");
    z.cards
        .iter()
        .map(|c| match c {
            CardView::Known(k) => k.clone(),
            CardView::Hidden | CardView::Item(_) => panic!("P1 sees its own {zone}"),
        })
        .collect()
}

#[test]
fn the_hand_shows_level_and_costs_and_the_battle_area_keywords_and_lasting_effects() {
    let (demo, _) = crate::invariants::demo();
    let file: fuda_kernel::scenario::ScenarioFile<fuda_digimon::state::DigimonState> =
        fuda_kernel::error::parse_toml(SETUP).expect("the setup parses");
    let mut db = (*demo).clone();
    for def in fuda_digimon::cards::load::validate_cards(file.card.clone(), SETUP).expect("test cards") {
        db.insert(def);
    }
    let mut game = DigimonGame { state: build::build(Arc::new(db), &file).expect("the setup builds") };
    let view = game.view(Seat(0));
    let hand = known(&view, "hand");
    assert_eq!(hand[0].states, ["Lv.3", "play cost 3", "digivolve cost 0"], "the hand card's level and costs");
    let guard = known(&view, "battle area");
    assert!(guard[0].states.iter().any(|s| s == "<Blocker>"), "the printed keyword: {:?}", guard[0].states);
    let decision = game.decision().expect("P1's main phase");
    let activate = decision.find("~Activate Test View Guard").expect("its [Main] effect is offered");
    game.answer(game.decider().expect("a decision is pending"), activate).expect("offered");
    let view = game.view(Seat(0));
    let guard = known(&view, "battle area");
    let lasting = "\"can't be attacked\" until the end of your opponent's next turn";
    assert!(guard[0].states.iter().any(|s| s == lasting), "the lasting effect and how long: {:?}", guard[0].states);
}
