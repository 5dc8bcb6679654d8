//! The cards that make one card on a square: a Z/X OB's two halves with the face-down Player
//! card behind them (202.7b, 1015.1), a Shift on its host (202.8a). What the composite card
//! shares (202.8d–f) and the player name an OB takes (202.7d) are read here, and the links are
//! undone when the card leaves the squares (912, 913).

use super::{Unit, ZxState};
use crate::board::Square;
use crate::cards::ast::Ability;
use crate::cards::ast::filter::Is;
use crate::cards::{Card, Colours};
use crate::rules;
use fuda_kernel::{ObjectId, Seat};
use serde::{Deserialize, Serialize};

/// A Z/X OB on a square (202.7b): its top half is the unit there; the bottom half and the
/// face-down Player card it was prepared with (402.1b) travel with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Overboost {
    /// The top half's identity on the square.
    pub unit: ObjectId,
    /// The bottom half, face up.
    pub bottom: Card,
    /// The Player card turned face down (1015.1).
    pub player: Card,
}

/// A Shift on a card on a square (202.8a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Shifted {
    /// The card it lies on, by its identity there.
    pub host: ObjectId,
    /// The Shift.
    pub card: Card,
    /// Who shifted it: its controller (202.8c).
    pub controller: Seat,
}

/// A unison Z/X on a square (1029.1a): the Z/X from the hand is the unit there; the PL EX and
/// the Player card it was prepared with (402.1b) travel with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Unison {
    /// The Z/X's identity on the square.
    pub unit: ObjectId,
    /// The PL EX, face up.
    pub pl_ex: Card,
    /// The Player card under it.
    pub player: Card,
}

/// The composite cards on the board and the Extra limits.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ExtraState {
    /// Z/X OB on squares.
    pub overboosts: Vec<Overboost>,
    /// Shifts on cards on squares, in the order they were put there.
    pub shifts: Vec<Shifted>,
    /// Per seat: a Shift was played from Dynamis this turn (506.2: its own once a turn).
    pub shift_played: [bool; 2],
    /// Per seat: an AN EX was played this game (202.12b).
    pub an_ex_played: [bool; 2],
    /// Unison Z/X on squares.
    pub unisons: Vec<Unison>,
    /// Per seat: a unison was done this turn (1029.1b).
    pub unison_done: [bool; 2],
    /// PL EX face up on their Player card on a square (202.10c), by the Player card's identity.
    pub stacked: Vec<(ObjectId, Card)>,
    /// Shifts that left the squares with their card in the action being matched (808.3b);
    /// empty between actions.
    pub departed: Vec<Shifted>,
}

impl ExtraState {
    /// 507.8: the once-a-turn limits start again.
    pub fn new_turn(&mut self) {
        self.shift_played = [false; 2];
        self.unison_done = [false; 2];
    }

    /// Every card these links hold: Shifts, OB bottom halves and face-down Player cards.
    pub fn cards(&self) -> Vec<Card> {
        let mut out: Vec<Card> = self.shifts.iter().map(|s| s.card).collect();
        out.extend(self.overboosts.iter().flat_map(|o| [o.bottom, o.player]));
        out.extend(self.unisons.iter().flat_map(|u| [u.pl_ex, u.player]));
        out.extend(self.stacked.iter().map(|(_, c)| *c));
        out
    }
}

impl ZxState {
    /// The Shifts on the card with identity `host`, oldest first.
    pub fn shifts_on(&self, host: ObjectId) -> impl DoubleEndedIterator<Item = &Card> {
        self.extra.shifts.iter().filter(move |s| s.host == host).map(|s| &s.card)
    }

    /// Whether `card` has the colour, race or name `atom` asks, its Shifts' included (202.8e);
    /// `None` for the atoms that read numbers.
    pub fn printed_or_shared(&self, card: &Card, atom: &Is) -> Option<bool> {
        let own = atom.printed(self.def(card))?;
        let shared = || match atom {
            Is::Colour(_) | Is::Race(_) | Is::NameContains(_) | Is::ColourOnly(_) => {
                self.shifts_on(card.id).any(|s| atom.printed(self.def(s)).unwrap_or(false))
                    || self.unison_partner(card.id).is_some_and(|p| atom.printed(self.def(&p)).unwrap_or(false))
            }
            Is::Type(_) | Is::Cost(_) | Is::Power(_) => false,
        };
        Some(own || shared())
    }

    /// The colours of `card` with its Shifts' (202.8e); a set holds each once (202.8f).
    pub fn shared_colours(&self, card: &Card) -> Colours {
        self.shifts_on(card.id).fold(self.def(card).colours, |all, s| all.union(self.def(s).colours))
    }

    /// The races of `card` with its Shifts', each once (202.8f).
    pub fn shared_races(&self, card: &Card) -> std::borrow::Cow<'_, [String]> {
        let own = &self.def(card).races;
        if self.shifts_on(card.id).next().is_none() {
            return std::borrow::Cow::Borrowed(own);
        }
        let mut out = own.clone();
        for s in self.shifts_on(card.id) {
            for r in &self.def(s).races {
                if !out.contains(r) {
                    out.push(r.clone());
                }
            }
        }
        std::borrow::Cow::Owned(out)
    }

    /// The abilities of `card`, then its Shifts' (202.8e: the text is shared).
    pub fn shared_abilities(&self, card: &Card) -> impl Iterator<Item = &Ability> {
        let shifts = self.shifts_on(card.id).flat_map(|s| self.def(s).abilities.iter());
        let granted = self.sympathy_grants(card).into_iter().map(|(_, _, a)| a);
        self.def(card).abilities.iter().chain(shifts).chain(granted)
    }

    /// The cards that make one card with the unit `id`, top first, each with what it is: its
    /// Shifts (202.8a), or a Z/X OB's bottom half and face-down Player card (202.7b, 1015.1).
    pub fn linked(&self, id: ObjectId) -> Vec<(Card, &'static str)> {
        let mut out: Vec<(Card, &'static str)> = self.shifts_on(id).rev().map(|c| (*c, "shift")).collect();
        for o in self.extra.overboosts.iter().filter(|o| o.unit == id) {
            out.push((o.bottom, "bottom half"));
            out.push((o.player, "face down"));
        }
        for u in self.extra.unisons.iter().filter(|u| u.unit == id) {
            out.push((u.pl_ex, "unison"));
            out.push((u.player, "under the PL EX"));
        }
        for (_, c) in self.extra.stacked.iter().filter(|(p, _)| *p == id) {
            out.insert(0, (*c, "PL EX on it"));
        }
        out
    }

    /// 1029.1c: the PL EX the unison Z/X with identity `unit` shares its information with.
    pub fn unison_partner(&self, unit: ObjectId) -> Option<Card> {
        self.extra.unisons.iter().find(|u| u.unit == unit).map(|u| u.pl_ex)
    }

    /// 1029.3: whether `seat` controls a unison Z/X on a square, and so takes no damage from
    /// the opponent's cards.
    pub fn controls_unison(&self, seat: Seat) -> bool {
        self.extra.unisons.iter().any(|o| self.unit(o.unit).is_some_and(|(_, u)| u.controller == seat))
    }

    /// 202.7e: whether `seat` controls a Z/X OB on a square, and so takes no damage.
    pub fn controls_overboost(&self, seat: Seat) -> bool {
        self.extra.overboosts.iter().any(|o| self.unit(o.unit).is_some_and(|(_, u)| u.controller == seat))
    }

    /// 202.7d: the player name of the Z/X OB with identity `unit`: its own has none (211.1),
    /// so it is the face-down Player card's player name, or that card's name.
    pub fn overboost_player_name(&self, unit: ObjectId) -> Option<String> {
        let link = self.extra.overboosts.iter().find(|o| o.unit == unit)?;
        let def = self.def(&link.player);
        Some(def.player_name.clone().unwrap_or_else(|| def.name.clone()))
    }

    /// Before `unit`, just taken off its square, goes to another zone: its Shifts go to
    /// Dynamis face up (913.1), and a Z/X OB splits (912.1). Returns whether the card itself
    /// has gone elsewhere (an OB's top half, to Dynamis).
    pub fn unlink_leaving(&mut self, unit: &Unit) -> bool {
        self.shifts_leave(unit.card.id);
        self.unison_split(unit);
        self.composite_split(unit);
        self.overboost_split(unit)
    }

    /// 915.1: the PL EX of a unison Z/X leaving the squares goes, face up on the Player card,
    /// onto its player square in Reboot, with none of the unison Z/X's effects (915.2); the Z/X
    /// goes on where it was sent.
    fn unison_split(&mut self, unit: &Unit) {
        let Some(at) = self.extra.unisons.iter().position(|u| u.unit == unit.card.id) else { return };
        let link = self.extra.unisons.remove(at);
        let player = self.renew(link.player);
        let pl_ex = self.renew(link.pl_ex);
        let home = Square::home(player.owner);
        self.put_on(home, player, player.owner);
        self.extra.stacked.push((player.id, pl_ex));
        self.note(rules::UNISON_SPLIT, |s| {
            format!(
                "{} leaves the squares: {} is put face up on {} on {} in Reboot",
                s.name_of(&unit.card),
                s.name_of(&pl_ex),
                s.name_of(&player),
                home.words()
            )
        });
        self.note(rules::UNISON_EFFECTS_LOST, |_| "effects on the unison Z/X don't apply to the PL EX".to_string());
    }

    /// 913.1: the Shifts on the card `host` go to their owners' Dynamis face up.
    fn shifts_leave(&mut self, host: ObjectId) {
        let (gone, kept): (Vec<Shifted>, Vec<Shifted>) = self.extra.shifts.iter().partition(|s| s.host == host);
        self.extra.shifts = kept;
        crate::state::shared::remember_departed(self, &gone);
        for s in gone {
            let card = self.renew(s.card);
            self.player_mut(card.owner).to_dynamis_face_up(card);
            self.note(rules::SHIFT_RETURNS, |st| {
                format!("{} goes to {}'s Dynamis face up", st.name_of(&card), card.owner)
            });
        }
    }

    /// 912.1: the top half goes to its owner's Dynamis face up; the bottom half goes back face
    /// down behind the Player card, which is put face up on its player square in Reboot, a new
    /// card with none of the OB's effects (912.2). Returns whether `unit` was a Z/X OB.
    fn overboost_split(&mut self, unit: &Unit) -> bool {
        let Some(at) = self.extra.overboosts.iter().position(|o| o.unit == unit.card.id) else { return false };
        let link = self.extra.overboosts.remove(at);
        let top = self.renew(unit.card);
        let owner = top.owner;
        self.player_mut(owner).to_dynamis_face_up(top);
        let bottom = self.renew(link.bottom);
        self.player_mut(bottom.owner).partner.push(bottom);
        let player = self.renew(link.player);
        let home = Square::home(player.owner);
        self.put_on(home, player, player.owner);
        self.note(rules::OVERBOOST_SPLIT, |s| {
            format!(
                "{} leaves the squares: its top half goes to {owner}'s Dynamis face up; {} is put face up on {} in Reboot",
                s.name_of(&top),
                s.name_of(&player),
                home.words()
            )
        });
        self.note(rules::OVERBOOST_EFFECTS_LOST, |_| {
            "effects on the Z/X OB don't apply to the Player card".to_string()
        });
        true
    }
}
