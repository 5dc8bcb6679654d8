//! Triggers as event patterns (15-5): "when one of your Digimon with the [Knight] trait is
//! played", "when one of your opponent's Digimon attacks", "when this Digimon becomes
//! suspended", with whose subject and whose turn. Each event is raised where the engine does what
//! it names, for every card whose pattern it may meet.

use super::{Is, Timing};
use fuda_kernel::lang::EventPattern;
use serde::{Deserialize, Serialize};

/// A trigger written as an event pattern.
pub type Pattern = EventPattern<Event, Is>;

/// What an event pattern waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Event {
    /// A Digimon is played, by any means (7-1-1): from the hand, by an effect, a token (4-18-1).
    Played,
    /// A Digimon attacks (11-2): when its attack is declared.
    Attacks,
    /// A Digimon or Tamer becomes suspended, by any means.
    Suspended,
    /// A Digimon in the battle area digivolved, in any way (8-1; the breeding area meets
    /// nothing, 3-4-5-6).
    Digivolved,
    /// Cards left a player's security in one process (once, however many, 15-5-2); its subject
    /// is no Digimon: only `whose` and `turn` apply.
    SecurityDecreases,
}

impl Event {
    /// The timing the engine raises it at.
    pub fn timing(self) -> Timing {
        match self {
            Event::Played => Timing::DigimonPlayed,
            Event::Attacks => Timing::DigimonAttacks,
            Event::Suspended => Timing::DigimonSuspended,
            Event::Digivolved => Timing::DigimonDigivolved,
            Event::SecurityDecreases => Timing::SecurityDecreases,
        }
    }

    /// The event a timing raises, for the event timings.
    pub fn of(timing: Timing) -> Option<Event> {
        [Event::Played, Event::Attacks, Event::Suspended, Event::Digivolved, Event::SecurityDecreases]
            .into_iter()
            .find(|e| e.timing() == timing)
    }
}
