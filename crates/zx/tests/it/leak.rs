//! The leak oracle ([`fuda_testkit::leak`]) on Z/X: seeded random games in which no seat's view
//! or log tells apart a twin dealt again where the seat cannot see.

use super::Zx;
use fuda_kernel::{Game, GameRng, ObjectId, Seat};
use fuda_testkit::leak::{Sampling, Secrets};
use fuda_zx::ZxGame;
use fuda_zx::state::{DecisionKind, ZxState};

/// The state behind `game`, read through its save: a planted fault wraps the game in another.
fn state_of(subject: &Zx, game: &dyn Game) -> ZxState {
    fuda_kernel::save::load::<ZxState>(&game.save(), subject.0.clone()).expect("a saved game reads back").state
}

impl Secrets for Zx {
    /// A decision of the turn (no card being played, so Temporary is empty) with nothing
    /// revealed: the only reveals in force are an ignition's and player damage's (1006).
    fn at_rest(&self, game: &dyn Game) -> bool {
        let state = state_of(self, game);
        let turn_decision = state.decision.is_some_and(|d| {
            matches!(
                d.kind,
                DecisionKind::Main
                    | DecisionKind::ResourcePlace
                    | DecisionKind::IgnitionChoice
                    | DecisionKind::BattleEvents
                    | DecisionKind::AttackTarget(_)
                    | DecisionKind::DamageLife(_)
            )
        });
        turn_decision && state.temporary.is_empty() && state.revealed.is_none()
    }

    /// The oracle's own reading of the zone rules: the deck (304.2) and Life (307) are hidden from
    /// everyone, the hand (309) and face-down Dynamis (313.2) from the opponent; everything else is
    /// public. Each owner's deck, Life and hand are dealt again together, Dynamis apart.
    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
        let mut state = state_of(self, game);
        let mut rng = GameRng::new(seed);
        for seat in [Seat(0), Seat(1)] {
            let p = state.player(seat);
            let mine = seat == observer;
            let mut main: Vec<ObjectId> = p.deck.iter().chain(&p.life).map(|c| c.id).collect();
            if !mine {
                main.extend(p.hand.iter().map(|c| c.id));
            }
            let mut extra: Vec<ObjectId> =
                p.dynamis.iter().filter(|d| !mine && !d.face_up).map(|d| d.card.id).collect();
            main.sort_unstable();
            extra.sort_unstable();
            for ids in [main, extra] {
                let p = state.player_mut(seat);
                let cards = p
                    .deck
                    .iter_mut()
                    .chain(p.life.iter_mut())
                    .chain(p.hand.iter_mut())
                    .chain(p.dynamis.iter_mut().map(|d| &mut d.card));
                fuda_kernel::determinize::redeal_ids(cards, &ids, &mut rng);
            }
        }
        Box::new(ZxGame { state })
    }

    /// 505.3a: the ignition's top card is revealed to both players, even when the deck is then
    /// reloaded (902.1) with it in the same answer.
    fn public_reveal(&self, rule: &str) -> bool {
        rule == "505.3a"
    }
}

const SAMPLING: Sampling = Sampling { games: 12, every: 23, window: 12 };

fuda_testkit::leak_tests!(Zx::new(), SAMPLING);
