//! The leak oracle ([`fuda_testkit::leak`]) on Reバース: seeded random games in which no seat's
//! view or log tells apart a twin dealt again where the seat cannot see.

use super::Rebirth;
use fuda_kernel::{Game, GameRng, ObjectId, Seat};
use fuda_rebirth::RebirthGame;
use fuda_rebirth::state::{DecisionKind, RebirthState};
use fuda_testkit::leak::{Sampling, Secrets};

/// The state behind `game`, read through its save: a planted fault wraps the game in another.
fn state_of(subject: &Rebirth, game: &dyn Game) -> RebirthState {
    fuda_kernel::save::load::<RebirthState>(&game.save(), subject.0.clone()).expect("a saved game reads back").state
}

impl Secrets for Rebirth {
    /// The turn player's open main-phase action, no card being played: nothing is looked at or
    /// revealed then.
    fn at_rest(&self, game: &dyn Game) -> bool {
        let state = state_of(self, game);
        state.decision.as_ref().is_some_and(|d| d.kind == DecisionKind::Main) && state.playing.is_none()
    }

    /// The oracle's own reading of the zone rules: the deck is hidden from everyone (4.9.2), the
    /// hand from all but its owner (4.10.2) though which cards are partners is public (4.10.4),
    /// the face-down energy from all but its master (4.6.2.1); everything else is public. Each
    /// owner's deck, other hand cards and face-down energy are dealt again together, the
    /// partners in the hand apart.
    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
        let mut state = state_of(self, game);
        let mut rng = GameRng::new(seed);
        for k in 0..state.players.len() {
            let seat = Seat(k as u8);
            let mine = seat == observer;
            let p = state.player(seat);
            let mut main: Vec<ObjectId> = p.deck.iter().map(|c| c.id).collect();
            let mut partners = Vec::new();
            if !mine {
                for c in &p.hand {
                    match state.def(c).is_partner() {
                        true => partners.push(c.id),
                        false => main.push(c.id),
                    }
                }
                main.extend(p.energy.iter().filter(|e| !state.def(&e.card).is_partner()).map(|e| e.card.id));
            }
            main.sort_unstable();
            partners.sort_unstable();
            for ids in [main, partners] {
                let p = state.player_mut(seat);
                let cards = p.deck.iter_mut().chain(p.hand.iter_mut()).chain(p.energy.iter_mut().map(|e| &mut e.card));
                fuda_kernel::determinize::redeal_ids(cards, &ids, &mut rng);
            }
        }
        Box::new(RebirthGame { state })
    }
}

const SAMPLING: Sampling = Sampling { games: 24, every: 9, window: 12 };

fuda_testkit::leak_tests!(Rebirth::new(), SAMPLING);
