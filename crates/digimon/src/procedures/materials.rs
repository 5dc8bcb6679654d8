//! デジクロス (DigiXros, 7-2) and アセンブリ (Assembly, 7-3): just before paying the play cost,
//! materials are chosen (all at declaration, 7-2-2-3) and placed under the card, reducing its
//! play cost. The card stays in hand until the materials are chosen, so a play that cannot be
//! paid simply does not happen (7-1-2-3).

use crate::cards::CardDef;
use crate::cards::ast::{Ability, Action, CardKind, MaterialPlace, Timing};
use crate::cards::def::DigiXros;
use crate::moves;
use crate::procedures::play;
use crate::rules;
use crate::state::{Card, Choice, DecisionKind, DeleteCause, DigimonState, Materials, PendingDecision, Step};
use fuda_kernel::{ObjectId, Seat};

/// A play whose materials are being chosen.
pub struct Choosing {
    /// The hand card being played.
    pub card: ObjectId,
    /// DigiXros or Assembly.
    pub method: Materials,
    /// The materials chosen so far, in order.
    pub picked: Vec<ObjectId>,
    /// A further place materials may come from (1-3-11-4).
    pub also_from: Option<MaterialPlace>,
}

fn hand_card(state: &DigimonState, seat: Seat, card: ObjectId) -> Option<Card> {
    state.player(seat).hand.iter().find(|c| c.id == card).copied()
}

/// The face-up cards under the seat's Tamers in the battle area (1-3-11-4): those a
/// `materials-also-from = "under-your-tamers"` effect adds.
fn under_tamers(state: &DigimonState, seat: Seat) -> impl Iterator<Item = &Card> {
    state
        .player(seat)
        .battle()
        .iter()
        .filter(|u| state.def(u.top()).kind == CardKind::Tamer)
        .flat_map(|u| u.open_sources())
}

/// The card a material is: a hand or trash card, a 1体's top card, or a card under a Tamer.
fn material_def(state: &DigimonState, seat: Seat, id: ObjectId) -> Option<&CardDef> {
    let p = state.player(seat);
    p.hand
        .iter()
        .chain(p.trash.iter())
        .chain(under_tamers(state, seat))
        .find(|c| c.id == id)
        .map(|c| state.def(c))
        .or_else(|| p.battle().iter().find(|u| u.id == id).map(|u| state.def(u.top())))
}

/// Which requirement of a DigiXros condition a material fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Slot {
    /// The named card at this position (each once, 7-2-2-5).
    Named(usize),
    /// One card of the trait group.
    Group,
}

/// Whether the card meets this requirement: by its names or traits, or as a substitute for the
/// requirement's 「」 text (15-15-8-1), which never fills a requirement of different card
/// numbers (15-15-8-2).
fn fits(x: &DigiXros, def: &CardDef, slot: Slot) -> bool {
    match slot {
        Slot::Named(i) => def.is_named(&x.cards[i]) || def.substitutes_for(&x.cards[i]),
        Slot::Group => x.group.as_ref().is_some_and(|g| {
            let substitute = g.trait_name.as_ref().is_some_and(|t| !g.distinct && def.substitutes_for(t));
            g.admits(def) || substitute
        }),
    }
}

/// Whether `slot` can still take `def` after the materials already placed in `slots`.
fn free(x: &DigiXros, defs: &[&CardDef], slots: &[Slot], def: &CardDef, slot: Slot) -> bool {
    match (slot, &x.group) {
        (Slot::Named(_), _) => !slots.contains(&slot),
        (Slot::Group, None) => false,
        (Slot::Group, Some(g)) => {
            let mut members = slots.iter().zip(defs).filter(|(s, _)| **s == Slot::Group).map(|(_, d)| d);
            let room = g.count.is_none_or(|n| slots.iter().filter(|s| **s == Slot::Group).count() < usize::from(n));
            room && !(g.distinct && members.any(|d| d.id == def.id))
        }
    }
}

/// Tries every requirement for the next material in turn (few materials, few requirements).
fn place(x: &DigiXros, defs: &[&CardDef], slots: &mut Vec<Slot>) -> bool {
    let Some(def) = defs.get(slots.len()) else { return true };
    let named = (0..x.cards.len()).map(Slot::Named);
    for slot in named.chain(x.group.iter().map(|_| Slot::Group)) {
        if fits(x, def, slot) && free(x, defs, slots, def, slot) {
            slots.push(slot);
            if place(x, defs, slots) {
                return true;
            }
            slots.pop();
        }
    }
    false
}

/// A way for all these materials to meet the condition together, one requirement each; the
/// first found, named requirements tried before the group.
fn assign(x: &DigiXros, defs: &[&CardDef]) -> Option<Vec<Slot>> {
    let mut slots = Vec::with_capacity(defs.len());
    place(x, defs, &mut slots).then_some(slots)
}

fn defs_of<'a>(state: &'a DigimonState, seat: Seat, ids: &[ObjectId]) -> Option<Vec<&'a CardDef>> {
    ids.iter().map(|id| material_def(state, seat, *id)).collect()
}

/// The materials that may still be chosen: DigiXros from hand and battle area (7-2-1), each
/// requirement met once (7-2-2-5); Assembly from the trash (7-3-1); either also from a place
/// the card's own declaration effect added (1-3-11-4). At most `limit` of them, in that order:
/// declaring a play needs only to know that one exists.
fn candidates<'a>(state: &'a DigimonState, seat: Seat, c: &Choosing, limit: usize) -> Vec<ObjectId> {
    let Some(played) = hand_card(state, seat, c.card) else { return Vec::new() };
    let def = state.def(&played);
    let p = state.player(seat);
    let card = |card: &Card| (card.id, state.def(card));
    let extra = c.also_from.into_iter().flat_map(|MaterialPlace::UnderYourTamers| under_tamers(state, seat)).map(card);
    let fresh = |(id, _): &(ObjectId, &CardDef)| !c.picked.contains(id);
    match c.method {
        Materials::DigiXros => {
            let Some(x) = &def.digixros else { return Vec::new() };
            let from_hand = p.hand.iter().filter(|h| h.id != c.card).map(card);
            // 7-2-1: "your cards in the battle area", Tamers included; never a token.
            let from_field = p.battle().iter().map(|u| (u.id, state.def(u.top()))).filter(|(_, d)| !d.token);
            let Some(mut defs) = defs_of(state, seat, &c.picked) else { return Vec::new() };
            let fits = |&(_, d): &(ObjectId, &'a CardDef)| {
                defs.push(d);
                let fits = assign(x, &defs).is_some();
                defs.pop();
                fits
            };
            from_hand.chain(from_field).chain(extra).filter(fresh).filter(fits).map(|(id, _)| id).take(limit).collect()
        }
        Materials::Assembly => {
            let Some(a) = &def.assembly else { return Vec::new() };
            if c.picked.len() >= usize::from(a.count) {
                return Vec::new();
            }
            let named = |(_, d): &(ObjectId, &CardDef)| d.is_named(&a.name);
            p.trash.iter().map(card).chain(extra).filter(fresh).filter(named).map(|(id, _)| id).take(limit).collect()
        }
    }
}

/// The play cost after placing `n` materials: −N per card for DigiXros (7-2-2-1); the whole
/// reduction only with exactly the required number for Assembly (7-3-2-1/4); never below 0
/// (1-3-9).
pub fn reduced_cost(state: &DigimonState, played: &Card, method: Materials, n: usize) -> u8 {
    let def = state.def(played);
    let cost = def.cost.unwrap_or(0);
    let reduction = match method {
        Materials::DigiXros => def.digixros.as_ref().map_or(0, |x| usize::from(x.reduction) * n),
        Materials::Assembly => {
            def.assembly.as_ref().filter(|a| usize::from(a.count) == n).map_or(0, |a| usize::from(a.reduction))
        }
    };
    // Then what the card's own immediate window changed (7-1-2-2); nothing while options are listed.
    state.changed_cost(u8::try_from(usize::from(cost).saturating_sub(reduction)).expect("at most the printed cost"))
}

/// The place the card's own "when this card would be played" effect adds for its materials,
/// which its declaration is sure to trigger (the loader allows it no condition or cost).
fn declared_place(def: &CardDef) -> Option<MaterialPlace> {
    def.effects.iter().find_map(|a| match a {
        Ability::Triggered(t) if t.timing == Timing::WouldBePlayed => t.actions.iter().find_map(|x| match x {
            Action::MaterialsAlsoFrom(place) => Some(*place),
            _ => None,
        }),
        Ability::Triggered(_) | Ability::Continuous(_) => None,
    })
}

/// Whether the play with materials can be declared (1-3-11-4): enough materials exist to make
/// the reduced cost payable, counting the places the declaration's own immediate effect adds.
///
/// Materials are taken greedily, as many as can be. More materials only lower the cost, and a
/// complete choice stays complete (Assembly takes no more than its number), so the answer is
/// known as soon as a choice is complete and payable: the rest need not be looked for.
pub fn offerable(state: &DigimonState, seat: Seat, card: &Card, method: Materials) -> bool {
    let also_from = declared_place(state.def(card));
    let mut c = Choosing { card: card.id, method, picked: Vec::new(), also_from };
    loop {
        if complete(state, card, &c) && state.can_pay(seat, reduced_cost(state, card, method, c.picked.len())) {
            return true;
        }
        let Some(&next) = candidates(state, seat, &c, 1).first() else { return false };
        c.picked.push(next);
    }
}

/// Whether the materials chosen may be placed: at least one for DigiXros (7-2-2-4), exactly the
/// number for Assembly (7-3-2-4).
fn complete(state: &DigimonState, played: &Card, c: &Choosing) -> bool {
    match c.method {
        Materials::DigiXros => !c.picked.is_empty(),
        Materials::Assembly => {
            state.def(played).assembly.as_ref().is_some_and(|a| c.picked.len() == usize::from(a.count))
        }
    }
}

/// The material-choosing step: one more material, or done.
pub fn choose(state: &mut DigimonState, c: Choosing) {
    let seat = state.turn_player;
    let Some(played) = hand_card(state, seat, c.card) else { return };
    let more = candidates(state, seat, &c, usize::MAX);
    let payable = state.can_pay(seat, reduced_cost(state, &played, c.method, c.picked.len()));
    let complete = complete(state, &played, &c);
    if more.is_empty() {
        if complete && payable {
            finish(state, played, c);
        } else {
            state.cost_change = 0;
            state.note(rules::PLAY_ROLLBACK, |s| {
                format!("{} cannot be played this way; it stays in the hand", s.card_label(&played))
            });
        }
        return;
    }
    let mut options: Vec<Choice> = more.into_iter().map(Choice::Pick).collect();
    if complete && payable && c.method == Materials::DigiXros {
        options.push(Choice::Done);
    }
    let Choosing { card, method, picked, also_from } = c;
    state.steps.push(Step::Materials { card, method, picked, also_from });
    state.decision = Some(PendingDecision { seat, kind: DecisionKind::Materials, options });
}

/// The player stopped choosing DigiXros materials (7-2-2-4: any number, at least one).
pub fn done(state: &mut DigimonState, c: Choosing) {
    let seat = state.turn_player;
    if let Some(played) = hand_card(state, seat, c.card) {
        finish(state, played, c);
    }
}

/// The materials are all chosen (7-2-2-3). Battle-area ones leave the area when placed
/// (7-2-2-7), so their "would leave" effects interrupt first (15-8-5); a card such an effect
/// returns to the hand is not added, since nothing more is chosen now (7-2-2-3).
fn finish(state: &mut DigimonState, played: Card, c: Choosing) {
    let leaving: Vec<ObjectId> = c.picked.iter().copied().filter(|id| state.battle_unit(*id).is_some()).collect();
    // Not the player's effect nor a battle: Decode and Partition may answer it (16-35-1, 16-28-1).
    let window = crate::moves::leave_window(state, &leaving, false, DeleteCause::Rule);
    if window.is_empty() {
        return place_materials(state, played.id, c.method, c.picked);
    }
    state.steps.push(Step::PlaceMaterials { card: played.id, method: c.method, picked: c.picked });
    state.steps.push(Step::Immediate { items: window });
}

/// Places the materials still where they were chosen under the card, leftmost listed on top
/// (7-2-2-8, 7-3-2-6), pays the cost reduced for those placed and puts the card into the battle
/// area (7-2-3-3/4). If the card left the hand meanwhile, or the cost can no longer be paid, the
/// play cannot go on and the placed cards are trashed (7-2-2-11).
pub fn place_materials(state: &mut DigimonState, card: ObjectId, method: Materials, mut picked: Vec<ObjectId>) {
    let seat = state.turn_player;
    for id in &picked {
        state.interrupts.finish(id);
    }
    // A material its "would leave" effect kept in the battle area is not placed (15-8-5-2).
    let kept: Vec<ObjectId> = picked.iter().copied().filter(|id| state.saved.contains(id)).collect();
    picked.retain(|id| !kept.contains(id));
    state.saved.retain(|id| !kept.contains(id));
    let Some(played) = hand_card(state, seat, card) else {
        state.note(rules::PLAY_ROLLBACK, |_| "the card to be played left the hand; the play is undone".to_string());
        return;
    };
    // A material that left its place during the window is a new card elsewhere: not placed.
    picked.retain(|id| material_def(state, seat, *id).is_some());
    let c = Choosing { card, method, picked, also_from: None };
    // Each material's place in the condition: its requirement as assigned when chosen, the
    // group after the named cards; group cards keep the order they were chosen in.
    let slots = match (method, &state.def(&played).digixros) {
        (Materials::DigiXros, Some(x)) => {
            defs_of(state, seat, &c.picked).and_then(|defs| assign(x, &defs)).unwrap_or_default()
        }
        _ => Vec::new(),
    };
    let rank = |i: usize| match slots.get(i) {
        Some(Slot::Named(n)) => *n,
        Some(Slot::Group) | None => usize::MAX,
    };
    let mut order: Vec<(usize, usize, ObjectId)> =
        c.picked.iter().enumerate().map(|(i, id)| (rank(i), i, *id)).collect();
    // Bottom first: the rightmost listed at the bottom, the leftmost just under the card.
    order.sort_by_key(|(rank, i, _)| (std::cmp::Reverse(*rank), std::cmp::Reverse(*i)));
    // Cards under Tamers are taken first, so that a Tamer chosen too cannot trash them with its
    // stack (7-2-2-7) before they are placed: all were chosen at declaration (7-2-2-3).
    let mut taken: Vec<(ObjectId, Card)> = Vec::new();
    let sources: Vec<ObjectId> =
        order.iter().map(|(_, _, id)| *id).filter(|id| is_under_tamer(state, seat, *id)).collect();
    for id in &sources {
        if let Some(card) = take_source(state, seat, *id) {
            taken.push((*id, card));
        }
    }
    let mut stack = Vec::new();
    for (_, _, id) in &order {
        let card = match taken.iter().position(|(t, _)| t == id) {
            Some(at) => Some(taken.remove(at).1),
            None => take_material(state, seat, *id),
        };
        if let Some(card) = card {
            stack.push(state.renew(card));
        }
    }
    let cost = reduced_cost(state, &played, method, stack.len());
    if !state.can_pay(seat, cost) {
        state.cost_change = 0;
        state.note(rules::DIGIXROS_CANNOT_PLAY, |s| {
            format!(
                "{} cannot be paid for any more: it stays in the hand and its materials are trashed",
                s.card_label(&played)
            )
        });
        for card in stack {
            moves::to_trash(state, card);
        }
        return;
    }
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == played.id).expect("checked in hand");
    let card = hand.remove(pos);
    state.pay(seat, cost);
    state.cost_change = 0;
    let rule = match method {
        Materials::DigiXros => rules::DIGIXROS,
        Materials::Assembly => rules::ASSEMBLY,
    };
    let n = stack.len();
    state.note(rule, |s| {
        format!(
            "{seat} plays {} with {n} material(s), paying {cost}: memory {}",
            s.card_label(&card),
            s.memory_for(seat)
        )
    });
    let digixrossed = if method == Materials::DigiXros { u8::try_from(n).unwrap_or(u8::MAX) } else { 0 };
    play::put_with_sources(state, card, stack, digixrossed);
}

fn is_under_tamer(state: &DigimonState, seat: Seat, id: ObjectId) -> bool {
    under_tamers(state, seat).any(|c| c.id == id)
}

/// Takes a card from under a Tamer: only it moves; the Tamer and its other cards stay.
fn take_source(state: &mut DigimonState, seat: Seat, id: ObjectId) -> Option<Card> {
    let unit = state.player_mut(seat).battle_mut().iter_mut().find(|u| u.sources().iter().any(|c| c.id == id))?;
    let pos = unit.stack().iter().position(|c| c.id == id)?;
    Some(unit.stack_mut().remove(pos))
}

/// Takes a material out of its place: the hand, the trash, or the battle area, where it leaves
/// the area and its own stacked cards are trashed (7-2-2-7).
fn take_material(state: &mut DigimonState, seat: Seat, id: ObjectId) -> Option<Card> {
    let p = state.player_mut(seat);
    if let Some(pos) = p.hand.iter().position(|c| c.id == id) {
        return Some(p.hand.remove(pos));
    }
    if let Some(pos) = p.trash.iter().position(|c| c.id == id) {
        return Some(p.trash.remove(pos));
    }
    let (_, unit) = moves::take_unit(state, id)?;
    let (top, under) = unit.stack().split_last().expect("a 1体 has a top card");
    for card in under.iter().rev() {
        state.note(rules::DIGIXROS_FROM_AREA, |s| {
            format!("{} was under a material that left the area: it is trashed", s.card_label(card))
        });
        moves::from_field(state, *card, moves::Dest::Trash);
    }
    Some(*top)
}
