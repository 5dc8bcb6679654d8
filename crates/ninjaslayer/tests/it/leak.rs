//! The leak oracle ([`fuda_testkit::leak`]) on Ninja Slayer: seeded random games in which no
//! seat's view (the Kotodama space included) or log tells apart a twin dealt again where the seat
//! cannot see; and the leaks it must find, planted: a reveal left in force at a rest point, a
//! view and a log line naming the opponent's hand.

use super::NinjaSlayer;
use fuda_kernel::zone::Visibility;
use fuda_kernel::{Game, GameRng, Seat};
use fuda_ninjaslayer::NinjaSlayerGame;
use fuda_ninjaslayer::state::{DecisionKind, NsState, Step};
use fuda_ninjaslayer::visibility::{self, Exceptions, Place};
use fuda_testkit::Subject;
use fuda_testkit::leak::{self, Checked, Redeal, Sampling, Secrets};

/// Who may see each place by the standing rules, as the oracle reads the rulebook: written here,
/// apart from the game's [`visibility::standing`], and checked against it.
const STANDING: [(Place, Visibility); 10] = [
    (Place::Deck, Visibility::Hidden),           // 304.2
    (Place::Hand, Visibility::Owner),            // 305.3
    (Place::Field, Visibility::Public),          // 306.2
    (Place::Ether, Visibility::Public),          // 307.2
    (Place::Ohigan, Visibility::Public),         // 308.2
    (Place::Damage, Visibility::Public),         // 309.1a
    (Place::DamageFaceDown, Visibility::Hidden), // 309.1b-1
    (Place::Space, Visibility::Public),          // 310.2
    (Place::Exclusion, Visibility::Public),      // 311.2
    (Place::Check, Visibility::Public),          // 312.2
];

fn oracle_rule(place: Place) -> Visibility {
    STANDING.iter().find(|(p, _)| *p == place).map(|(_, v)| *v).expect("the oracle's table names every place")
}

/// The state behind `game`, read through its save: a planted fault wraps the game in another.
fn state_of(subject: &NinjaSlayer, game: &dyn Game) -> NsState {
    fuda_kernel::save::load::<NsState>(&game.save(), subject.0.clone()).expect("a saved game reads back").state
}

impl Secrets for NinjaSlayer {
    /// Priority (802) with the Kotodama space empty, no effect being carried out and no
    /// triggered ability waiting: nothing resolves.
    fn at_rest(&self, game: &dyn Game) -> bool {
        let state = state_of(self, game);
        let resolving = state.steps.iter().any(|s| matches!(s, Step::Effect(_) | Step::Entry(_)));
        state.decision.is_some_and(|d| d.kind == DecisionKind::Priority)
            && state.space.is_empty()
            && state.triggered.is_empty()
            && !resolving
    }

    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
        let mut state = state_of(self, game);
        visibility::redeal(&mut state, observer, &mut GameRng::new(seed), oracle_rule, Exceptions::Ignore);
        Box::new(NinjaSlayerGame { state })
    }
}

const SAMPLING: Sampling = Sampling { games: 6, every: 31, window: 12 };

fuda_testkit::leak_tests!(NinjaSlayer::new(), SAMPLING);

#[test]
fn the_oracles_table_is_the_games() {
    for place in Place::ALL {
        assert_eq!(oracle_rule(place), visibility::standing(place), "{place:?}: the rulebook and the game disagree");
    }
}

#[test]
fn a_reveal_left_in_force_at_a_rest_point_is_found() {
    let subject = NinjaSlayer::new();
    let mut game = subject.start(3);
    let mut rng = GameRng::new(3);
    while !subject.at_rest(game.as_ref()) {
        let seat = game.decider().expect("the game reaches a rest point");
        game.answer(seat, rng.below(game.option_count())).expect("offered");
    }
    let mut state = state_of(&subject, game.as_ref());
    // 1306.1: P2 reveals its hand, and the reveal never ends.
    state.revealed = state.player(Seat(1)).hand.iter().map(|c| c.id).collect();
    let leaky = NinjaSlayerGame { state };
    let mut checked = Checked::default();
    let found = (0..20).find_map(|seed| leak::check_point(&subject, &leaky, Seat(0), seed, 0, &mut checked).err());
    let (redeal, _, what) = found.expect("the oracle finds the reveal that never ended");
    assert_eq!(redeal, Redeal::Standing, "found by the standing rules");
    assert!(what.contains("P2's hand"), "the hand differs: {what}");
}

/// 1307: a player searching their deck looks through it while they choose. Their view shows the
/// cards the options name, and a copy determinized for them keeps the deck, so it offers the
/// same choice (it once dealt the deck again and offered other cards).
#[test]
fn a_searcher_sees_the_deck_it_searches() {
    let subject = NinjaSlayer::new();
    let mut searches = 0;
    for seed in 0..40 {
        let mut game = subject.start(seed);
        let mut rng = GameRng::new(seed);
        while let Some(seat) = game.decider() {
            let decision = game.decision().expect("a decider has a decision");
            if decision.prompt.starts_with("Search your deck") {
                searches += 1;
                let state = state_of(&subject, game.as_ref());
                let known: Vec<u16> = game.view(seat).known_instances();
                for card in &state.player(seat).deck {
                    assert!(known.contains(&card.instance.0), "seed {seed}: {seat} sees its deck while searching it");
                }
                let copy = game.determinize(seat, seed);
                assert_eq!(copy.decision(), Some(decision), "seed {seed}: the copy offers the same search");
            }
            game.answer(seat, rng.below(game.option_count())).expect("offered");
        }
    }
    assert!(searches > 0, "the demo games search a deck");
}
