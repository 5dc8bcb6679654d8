//! The leak oracle ([`fuda_testkit::leak`]) on Reバース: seeded random games in which no seat's
//! view or log tells apart a twin dealt again where the seat cannot see.

use super::Rebirth;
use fuda_kernel::{Game, GameRng, ObjectId, Seat};
use fuda_rebirth::RebirthGame;
use fuda_rebirth::cards::CardDb;
use fuda_rebirth::format::Format;
use fuda_rebirth::state::{DecisionKind, RebirthState};
use fuda_rebirth::turn::main_options;
use fuda_testkit::leak::{Sampling, Secrets};
use std::sync::Arc;

/// The state behind `game`, read through its save: a planted fault wraps the game in another.
fn state_of(db: &Arc<CardDb>, game: &dyn Game) -> RebirthState {
    fuda_kernel::save::load::<RebirthState>(&game.save(), db.clone()).expect("a saved game reads back").state
}

/// The turn player's open main-phase action, no card being played: nothing is looked at or
/// revealed then.
pub fn at_rest(db: &Arc<CardDb>, game: &dyn Game) -> bool {
    let state = state_of(db, game);
    state.decision.as_ref().is_some_and(|d| d.kind == DecisionKind::Main) && state.playing.is_none()
}

/// The oracle's own reading of the zone rules: the deck is hidden from everyone (4.9.2), the
/// hand from all but its owner (4.10.2) though which cards are partners is public (4.10.4),
/// the face-down energy from all but its master (4.6.2.1); everything else is public. In the
/// team formats a player is shown its teammates' hidden cards (12.5.6): the teams are the
/// format's (12.8.2, 12.9.2), never what the view code calls its insiders. Each owner's deck,
/// other hand cards and face-down energy are dealt again together, the partners in the hand
/// apart.
pub fn redeal_standing(db: &Arc<CardDb>, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
    let mut state = state_of(db, game);
    let mut rng = GameRng::new(seed);
    let table = state.table();
    let team_formats = matches!(state.format, Format::DoubleTeam | Format::TripleTeam);
    for k in 0..state.players.len() {
        let seat = Seat(k as u8);
        let shown = seat == observer || (team_formats && table.team(seat) == table.team(observer));
        let p = state.player(seat);
        let mut main: Vec<ObjectId> = p.deck.iter().map(|c| c.id).collect();
        let mut partners = Vec::new();
        if !shown {
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
    // The turn player's main-phase options read its hand, dealt again: offered again.
    if let Some(options) =
        state.decision.as_ref().filter(|d| d.kind == DecisionKind::Main).map(|_| main_options(&state))
    {
        state.decision.as_mut().expect("a decision").options = options;
    }
    Box::new(RebirthGame { state })
}

/// A card played from the hand is revealed to every player (9.7.2.1): the line of playing a
/// character (7.4.2.1) names it. A look (見る, 5.10.2) shows the cards looked at to the player
/// looking, and so to its teammates (12.5.6): the line naming them is theirs alone, and a seat
/// that reads it learns them, as a seat drawing a card does.
pub fn public_reveal(rule: &str) -> bool {
    matches!(rule, "7.4.2.1" | "9.7.2.1" | "5.10.2")
}

impl Secrets for Rebirth {
    fn at_rest(&self, game: &dyn Game) -> bool {
        at_rest(&self.0, game)
    }

    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
        redeal_standing(&self.0, game, observer, seed)
    }

    fn public_reveal(&self, rule: &str) -> bool {
        public_reveal(rule)
    }

    fn follow_other_seats(&self) -> bool {
        true
    }
}

const SAMPLING: Sampling = Sampling { games: 24, every: 9, window: 12 };

fuda_testkit::leak_tests!(Rebirth::new(), SAMPLING);
