//! Costs made of processes (1203): whether one can be paid in full (1203.2), and paying one as
//! an effect of its payer's, in the written order (1203.4): the rest of a Tatsujin cost
//! (1204.2i, 1404.2) and an aisatsu cost (704.5).

use crate::cards::ast::Action;
use crate::effects::{Origin, Running};
use crate::eval::Scope;
use crate::rules;
use crate::state::{NsState, Step};
use fuda_kernel::lang::Bindings;
use fuda_kernel::lki::LastKnown;
use fuda_kernel::{ObjectId, Seat};

/// Whether a cost can be paid in full now (1203.2), by `seat` for the text of card `this`
/// (which, being entered from the hand, cannot pay for itself).
pub fn payable(state: &NsState, seat: Seat, cost: &[Action], this: ObjectId) -> bool {
    let p = state.player(seat);
    let (bindings, known) = (Bindings::default(), LastKnown::default());
    let scope = Scope { state, me: seat, this, bindings: &bindings, known: &known };
    cost.iter().all(|a| match a {
        Action::Reveal(x) => p.hand.iter().any(|c| c.id != this && scope.card_matches(c.id, &x.which)),
        Action::Discard(n) => p.hand.iter().filter(|c| c.id != this).count() >= usize::from(*n),
        Action::Jitsu(n) => p.damage_zone.iter().filter(|d| d.face_up).count() >= usize::from(*n),
        Action::PayEther(n) => p.untapped_ether() >= usize::from(*n),
        // 1203.2: every character chosen must be there to be dealt the damage; 0 damage counts
        // as dealt (1203.5).
        Action::DamageChosen(d) => d.amount == 0 || scope.group(&d.from).len() >= usize::from(d.count),
        Action::OjigiCards(pick) => {
            let untapped = scope.group(&pick.from).into_iter().filter(|id| untapped(state, *id)).count();
            untapped >= usize::from(pick.count)
        }
        _ => true,
    })
}

/// Whether a card of the field or the Ether zone is untapped: it can bow (1310.2).
pub fn untapped(state: &NsState, id: ObjectId) -> bool {
    state.character(id).is_some_and(|(_, c)| !c.tapped)
        || state.players.iter().any(|p| p.ether.iter().any(|e| e.card.id == id && !e.tapped))
}

/// Pays a cost made of processes (1203.1): they run as an effect of `controller`'s, in the
/// written order (1203.4), before whatever waits under them on the work stack.
pub fn pay(state: &mut NsState, cost: Vec<Action>, controller: Seat, origin: Origin) {
    let source = origin.name;
    state.note(rules::COST_ORDER_WRITTEN, |_| format!("{controller} pays the cost of {source}, in the written order"));
    state.steps.push(Step::Effect(Running {
        bindings: Bindings::default(),
        known: LastKnown::default(),
        acting: None,
        actions: cost,
        pc: 0,
        done: 0,
        controller,
        targets: Vec::new(),
        shares: Vec::new(),
        picked: None,
        zone_cards: Vec::new(),
        target: None,
        source: source.into(),
        source_card: origin.card,
    }));
}
