//! The leak oracle ([`fuda_testkit::leak`]) on Digimon: seeded random games in which no seat's
//! view or log tells apart a twin dealt again where the seat cannot see; and the leaks it must
//! find, planted: a look left in force at a rest point, a view and a log line naming the
//! opponent's hand.

use crate::kit::Digimon;
use fuda_digimon::DigimonGame;
use fuda_digimon::state::{DecisionKind, DigimonState};
use fuda_digimon::visibility::{self, Exceptions, Place};
use fuda_kernel::zone::Visibility;
use fuda_kernel::{Game, GameRng, Seat};
use fuda_testkit::Subject;
use fuda_testkit::leak::{self, Checked, Redeal, Sampling, Secrets};

/// Who may see each place by the standing rules, as the oracle reads the rulebook: written here,
/// apart from the game's [`visibility::standing`], and checked against it.
const STANDING: [(Place, Visibility); 8] = [
    (Place::Deck, Visibility::Hidden),           // 3-2-2
    (Place::DigitamaDeck, Visibility::Hidden),   // 3-3-2
    (Place::Hand, Visibility::Owner),            // 3-5-3
    (Place::Trash, Visibility::Public),          // 3-6-3
    (Place::Security, Visibility::Hidden),       // 3-7-2
    (Place::SecurityFaceUp, Visibility::Public), // 3-7-4
    (Place::Area, Visibility::Public),           // 3-4-2
    (Place::FaceDownSource, Visibility::Owner),  // 4-5-10
];

fn oracle_rule(place: Place) -> Visibility {
    STANDING.iter().find(|(p, _)| *p == place).map(|(_, v)| *v).expect("the oracle's table names every place")
}

/// The state behind `game`, read through its save: a planted fault wraps the game in another.
fn state_of(subject: &Digimon, game: &dyn Game) -> DigimonState {
    fuda_kernel::save::load::<DigimonState>(&game.save(), subject.0.clone()).expect("a saved game reads back").state
}

impl Secrets for Digimon {
    /// The breeding phase's and the main phase's open actions (6-4-1, 6-5-1): nothing resolves.
    fn at_rest(&self, game: &dyn Game) -> bool {
        let state = state_of(self, game);
        state.decision.is_some_and(|d| matches!(d.kind, DecisionKind::Main | DecisionKind::Breeding))
    }

    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
        let mut state = state_of(self, game);
        visibility::redeal(&mut state, observer, &mut GameRng::new(seed), oracle_rule, Exceptions::Ignore);
        Box::new(DigimonGame { state })
    }
}

const SAMPLING: Sampling = Sampling { games: 12, every: 9, window: 12 };

fuda_testkit::leak_tests!(Digimon::new(), SAMPLING);

#[test]
fn the_oracles_table_is_the_games() {
    for place in Place::ALL {
        assert_eq!(oracle_rule(place), visibility::standing(place), "{place:?}: the rulebook and the game disagree");
    }
}

/// A game at its first main phase with a rest point pending.
fn at_first_rest(subject: &Digimon, seed: u64) -> Box<dyn Game> {
    let mut game = subject.start(seed);
    let mut rng = GameRng::new(seed);
    while !subject.at_rest(game.as_ref()) || state_of(subject, game.as_ref()).player(Seat(0)).deck.len() < 3 {
        let seat = game.decider().expect("the game reaches a main phase");
        game.answer(seat, rng.below(game.option_count())).expect("offered");
    }
    game
}

#[test]
fn a_look_left_in_force_at_a_rest_point_is_found() {
    let subject = Digimon::new();
    let game = at_first_rest(&subject, 3);
    let mut state = state_of(&subject, game.as_ref());
    // 15-15-4: P1 looks at the top 3 cards of its deck, and the look is never ended.
    let top: Vec<_> = state.player(Seat(0)).deck.iter().rev().take(3).map(|c| c.id).collect();
    state.looking = Some((Seat(0), top));
    let leaky = DigimonGame { state };
    let mut checked = Checked::default();
    let found = (0..20).find_map(|seed| leak::check_point(&subject, &leaky, Seat(0), seed, 0, &mut checked).err());
    let (redeal, _, what) = found.expect("the oracle finds the look that never ended");
    assert_eq!(redeal, Redeal::Standing, "found by the standing rules");
    assert!(what.contains("P1's deck") && what.contains("looked at"), "the deck differs: {what}");
}
