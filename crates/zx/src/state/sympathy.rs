//! シンパシー[テキスト] (1136) of every kind: while a card is in the unison state (1029.1a), the
//! ability of its text is granted to every Z/X of its controller that has a Sympathy ability
//! (1136.2), whatever kind of ability the text is. A permanent one is a gate on the printed
//! ability (`gate = { sympathy = true }`, read by [`crate::continuous::sympathy`]); an automatic
//! or activated one is written `{ sympathy = { automatic = … } }` and is held here by each Z/X
//! that receives it, numbered on the card that prints it as a Shift's text is (202.8e), so that
//! it triggers, is offered and is played as the receiving Z/X's own.

use super::ZxState;
use crate::cards::Card;
use crate::cards::ast::Ability;
use crate::cards::ast::gate::Gate;

/// Whether the ability is a Sympathy ability of either form.
fn is_sympathy(ability: &Ability) -> bool {
    match ability {
        Ability::Sympathy(_) => true,
        Ability::Permanent(p) => matches!(p.gate, Some(Gate::Sympathy(_))),
        _ => false,
    }
}

impl ZxState {
    /// Whether the card `card` has a Sympathy ability, its unison PL EX's text included
    /// (1029.1c).
    pub fn has_sympathy(&self, card: &Card) -> bool {
        let partner = self.unison_partner(card.id);
        std::iter::once(*card).chain(partner).any(|c| self.def(&c).abilities.iter().any(is_sympathy))
    }

    /// 1136.2: the automatic and activated abilities Sympathy grants the Z/X `card` on a square:
    /// each with the card that prints it and its number there.
    pub fn sympathy_grants(&self, card: &Card) -> Vec<(Card, u8, &Ability)> {
        let mut out = Vec::new();
        if self.extra.unisons.is_empty() {
            return out;
        }
        // The card's own text is read before the squares are searched: few Z/X have Sympathy.
        if !self.def(card).kind.is_zx() || !self.has_sympathy(card) {
            return out;
        }
        let Some((_, receiver)) = self.unit(card.id) else { return out };
        for link in &self.extra.unisons {
            let Some((_, granter)) = self.unit(link.unit) else { continue };
            if granter.controller != receiver.controller {
                continue;
            }
            for printer in [granter.card, link.pl_ex] {
                for (i, ability) in self.def(&printer).abilities.iter().enumerate() {
                    if let Ability::Sympathy(inner) = ability {
                        out.push((printer, u8::try_from(i).expect("a card prints few abilities"), inner.as_ref()));
                    }
                }
            }
        }
        out
    }
}
