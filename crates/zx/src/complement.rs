//! 補完処理 (1205.1): while one ability resolves, a card its cost or effect moved into a hidden
//! zone is read, by an instruction that needs its parameters, as it was in the last public zone
//! it was in. The slot a moving step bound is rebound to the moved cards (each a new card,
//! 301.4), so later steps of the same effect find them ([`rebind`]); a card that went into a
//! hidden zone from a public one leaves its public parameters in the frame ([`Public`]).
//! A card read where it is public is read there, as a new card (301.4); one moved between hidden
//! zones has no public parameters and is read by its printed ones (docs/zx/rulings.md).

use crate::cards::Card;
use crate::cards::ast::condition::Param;
use crate::rules;
use crate::state::frame::Frame;
pub use crate::state::last_public::{CostBound, Public};
use crate::state::{Step, ZxState};
use fuda_kernel::ObjectId;
use fuda_kernel::lang::{Bindings, Bound, Slot};
use fuda_kernel::lki::LastKnown;
use fuda_kernel::objects::CardInstance;

/// A card a step is about to move: its old identity, its physical card, and its parameters if
/// it is in a public zone now.
#[derive(Clone, Copy, Debug)]
pub struct Seen {
    old: ObjectId,
    instance: CardInstance,
    public: Option<Public>,
}

/// Whether `act` moves the Z/X it is done to off their squares.
pub fn moves(act: crate::cards::effect::UnitAct) -> bool {
    use crate::cards::effect::UnitAct;
    match act {
        UnitAct::Destroy
        | UnitAct::Remove
        | UnitAct::ToHand
        | UnitAct::ToTrash
        | UnitAct::ToCharge
        | UnitAct::ToDeckBottom => true,
        UnitAct::Sleep | UnitAct::Reboot | UnitAct::Power(_) | UnitAct::Damage(_) => false,
    }
}

/// The card `id` wherever it is.
fn find(state: &ZxState, id: ObjectId) -> Option<Card> {
    state.all_cards().into_iter().find(|c| c.id == id)
}

/// The parameters of `card` if it is in a public zone (301.3): on a square, in the trash,
/// Charge, Remove zone, Resource, or face up in Dynamis.
pub fn public_now(state: &ZxState, card: &Card) -> Option<Public> {
    if let Some((_, u)) = state.unit(card.id) {
        let cost = crate::continuous::traits(state, &u.card).cost;
        return Some(Public { cost: points(cost), power: Some(state.power(u)) });
    }
    let p = state.player(card.owner);
    let public = [&p.trash, &p.charge, &p.remove].into_iter().any(|z| z.iter().any(|c| c.id == card.id))
        || p.resource.iter().any(|r| r.card.id == card.id)
        || p.dynamis.iter().any(|d| d.face_up && d.card.id == card.id);
    public.then(|| {
        let t = crate::continuous::traits(state, card);
        Public { cost: points(t.cost), power: t.power }
    })
}

fn points(cost: Option<crate::cards::Cost>) -> Option<u8> {
    match cost {
        Some(crate::cards::Cost::Points(n)) => Some(n),
        _ => None,
    }
}

/// The cards `ids` as they are before a step moves them.
pub fn see(state: &ZxState, ids: &[ObjectId]) -> Vec<Seen> {
    ids.iter()
        .filter_map(|id| find(state, *id))
        .map(|c| Seen { old: c.id, instance: c.instance, public: public_now(state, &c) })
        .collect()
}

/// The cards `seen` became after a move (301.4), and which of them, now in a hidden zone,
/// came from a public one with what parameters (1205.1), each noted. A card that is nowhere (a
/// token that vanished) keeps its old identity, which finds nothing.
fn settle(state: &mut ZxState, seen: &[Seen]) -> (Vec<ObjectId>, Vec<(ObjectId, Public)>) {
    let cards = state.all_cards();
    let now: Vec<(Seen, Option<Card>)> =
        seen.iter().map(|s| (*s, cards.iter().find(|c| c.instance == s.instance).copied())).collect();
    let kept: Vec<(Public, Card)> = now
        .iter()
        .filter_map(|(s, c)| c.map(|c| (s, c)))
        .filter(|(_, c)| public_now(state, c).is_none())
        .filter_map(|(s, c)| s.public.map(|p| (p, c)))
        .collect();
    for (public, card) in &kept {
        state.note(rules::COMPLEMENT, |s| {
            let cost = public.cost.map_or("no cost".to_string(), |n| format!("cost {n}"));
            let power = public.power.map_or(String::new(), |n| format!(", power {n}"));
            format!(
                "{} went into a hidden zone: the ability reads it as it last was in a public zone ({cost}{power})",
                s.name_of(card)
            )
        });
    }
    let ids = now.iter().map(|(s, c)| c.map_or(s.old, |c| c.id)).collect();
    (ids, kept.into_iter().map(|(p, c)| (c.id, p)).collect())
}

/// Binds `slot`, and the previous step's slot, to `ids`, and keeps the public parameters `kept`.
fn apply(
    bindings: &mut Bindings,
    last_public: &mut LastKnown<Public>,
    slot: Option<Slot>,
    ids: Vec<ObjectId>,
    kept: Vec<(ObjectId, Public)>,
) {
    for (id, public) in kept {
        last_public.record(id, public);
    }
    if let Some(slot) = slot {
        bindings.set(slot, Bound::Objects(ids.clone()));
    }
    bindings.set(Slot::new(Slot::PREVIOUS), Bound::Objects(ids));
}

/// After an effect's step moved the cards `seen`: `slot` (and the previous step's slot) of the
/// frame pushed at `at` on the work stack hold the cards they became, and the frame keeps the
/// public parameters of those now hidden (1205.1). Called only when the frame had steps left,
/// so that it was pushed at `at`.
pub fn rebind(state: &mut ZxState, at: usize, slot: Option<Slot>, seen: &[Seen]) {
    if !matches!(state.steps.get(at), Some(Step::Frame(_))) {
        return;
    }
    let (ids, kept) = settle(state, seen);
    if let Some(Step::Frame(frame)) = state.steps.get_mut(at) {
        apply(&mut frame.bindings, &mut frame.last_public, slot, ids, kept);
    }
}

/// After a cost's move of the cards `seen`, bound to `slot`.
pub fn cost_moved(state: &mut ZxState, slot: Slot, seen: &[Seen]) {
    let (ids, kept) = settle(state, seen);
    let bound = state.cost_bound.get_or_insert_with(Default::default);
    apply(&mut bound.bindings, &mut bound.last_public, Some(slot), ids, kept);
}

/// The ability's effects start with what its cost bound.
pub fn give_cost_bound(state: &mut ZxState, frame: &mut Frame) {
    if let Some(bound) = state.cost_bound.take() {
        frame.bindings = bound.bindings;
        frame.last_public = bound.last_public;
    }
}

/// The sum of `param` over the cards `slot` holds, for `frame`'s ability (1205.1).
pub fn param(state: &ZxState, frame: &Frame, slot: &Slot, param: Param) -> i32 {
    let ids = frame.bindings.get(slot).map(|b| b.objects().to_vec()).unwrap_or_default();
    ids.iter().map(|id| one(state, frame, *id, param)).fold(0, i32::saturating_add)
}

/// `param` of the card `id`: where it is public, as it is there; in a hidden zone, as the
/// ability last saw it public (1205.1), or else printed.
fn one(state: &ZxState, frame: &Frame, id: ObjectId, param: Param) -> i32 {
    let Some(card) = find(state, id) else { return 0 };
    if let Some(public) = public_now(state, &card) {
        return public.get(param);
    }
    if let Some(public) = frame.last_public.get(id) {
        return public.get(param);
    }
    let def = state.def(&card);
    Public { cost: def.points(), power: def.power }.get(param)
}
