//! デジクロス (DigiXros, 7-2) and アセンブリ (Assembly, 7-3): just before paying the play cost,
//! materials are chosen (all at declaration, 7-2-2-3) and placed under the card, reducing its
//! play cost. The card stays in hand until the materials are chosen, so a play that cannot be
//! paid simply does not happen (7-1-2-3).

use crate::cards::CardDef;
use crate::effects::moves;
use crate::procedures::play;
use crate::rules;
use crate::state::{Card, Choice, DecisionKind, DigimonState, Materials, PendingDecision, Step};
use fuda_kernel::{ObjectId, Seat};

fn hand_card(state: &DigimonState, seat: Seat, card: ObjectId) -> Option<Card> {
    state.player(seat).hand.iter().find(|c| c.id == card).copied()
}

/// The card a material is: a hand or trash card, or a 1体's top card.
fn material_def(state: &DigimonState, seat: Seat, id: ObjectId) -> Option<&CardDef> {
    let p = state.player(seat);
    p.hand
        .iter()
        .chain(p.trash.iter())
        .find(|c| c.id == id)
        .map(|c| state.def(c))
        .or_else(|| p.battle.iter().find(|u| u.id == id).map(|u| state.def(u.top())))
}

/// The DigiXros requirements not yet met by `picked`, by their position in the condition.
fn open_requirements(state: &DigimonState, seat: Seat, names: &[String], picked: &[ObjectId]) -> Vec<usize> {
    let mut open: Vec<usize> = (0..names.len()).collect();
    for id in picked {
        let def = material_def(state, seat, *id);
        if let Some(pos) = open.iter().position(|i| def.is_some_and(|d| d.is_named(&names[*i]))) {
            open.remove(pos);
        }
    }
    open
}

/// The materials that may still be chosen: DigiXros from hand and battle area (7-2-1), each
/// listed card once (7-2-2-5); Assembly from the trash (7-3-1).
pub fn candidates(
    state: &DigimonState,
    seat: Seat,
    card: ObjectId,
    method: Materials,
    picked: &[ObjectId],
) -> Vec<ObjectId> {
    let Some(played) = hand_card(state, seat, card) else { return Vec::new() };
    let def = state.def(&played);
    let p = state.player(seat);
    match method {
        Materials::DigiXros => {
            let Some(x) = &def.digixros else { return Vec::new() };
            let open = open_requirements(state, seat, &x.cards, picked);
            let wanted = |def: &CardDef| open.iter().any(|i| def.is_named(&x.cards[*i]));
            let from_hand = p.hand.iter().filter(|c| c.id != card && wanted(state.def(c))).map(|c| c.id);
            let from_field = p
                .battle
                .iter()
                // 7-2-1: "your cards in the battle area", Tamers included; never a token.
                .filter(|u| !state.def(u.top()).token && wanted(state.def(u.top())))
                .map(|u| u.id);
            from_hand.chain(from_field).filter(|id| !picked.contains(id)).collect()
        }
        Materials::Assembly => {
            let Some(a) = &def.assembly else { return Vec::new() };
            if picked.len() >= usize::from(a.count) {
                return Vec::new();
            }
            p.trash.iter().filter(|c| state.def(c).is_named(&a.name) && !picked.contains(&c.id)).map(|c| c.id).collect()
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
    u8::try_from(usize::from(cost).saturating_sub(reduction)).expect("at most the printed cost")
}

/// Whether the play with materials can be declared (1-3-11-4): enough materials exist to make
/// the reduced cost payable.
pub fn offerable(state: &DigimonState, seat: Seat, card: &Card, method: Materials) -> bool {
    let mut picked = Vec::new();
    loop {
        let more = candidates(state, seat, card.id, method, &picked);
        let Some(next) = more.first() else { break };
        picked.push(*next);
    }
    let enough = match method {
        Materials::DigiXros => !picked.is_empty(),
        Materials::Assembly => state.def(card).assembly.as_ref().is_some_and(|a| picked.len() == usize::from(a.count)),
    };
    enough && state.can_pay(seat, reduced_cost(state, card, method, picked.len()))
}

/// The material-choosing step: one more material, or done.
pub fn choose(state: &mut DigimonState, card: ObjectId, method: Materials, picked: Vec<ObjectId>) {
    let seat = state.turn_player;
    let Some(played) = hand_card(state, seat, card) else { return };
    let more = candidates(state, seat, card, method, &picked);
    let payable = state.can_pay(seat, reduced_cost(state, &played, method, picked.len()));
    let complete = match method {
        // 7-2-2-4: at least one once declared.
        Materials::DigiXros => !picked.is_empty(),
        Materials::Assembly => {
            state.def(&played).assembly.as_ref().is_some_and(|a| picked.len() == usize::from(a.count))
        }
    };
    if more.is_empty() {
        if complete && payable {
            finish(state, played, method, picked);
        } else {
            state.note(rules::PLAY_ROLLBACK, |s| {
                format!("{} cannot be played this way; it stays in the hand", s.card_label(&played))
            });
        }
        return;
    }
    let mut options: Vec<Choice> = more.into_iter().map(Choice::Pick).collect();
    if complete && payable && method == Materials::DigiXros {
        options.push(Choice::Done);
    }
    state.steps.push(Step::Materials { card, method, picked });
    state.decision = Some(PendingDecision { seat, kind: DecisionKind::Materials, options });
}

/// The player stopped choosing DigiXros materials (7-2-2-4: any number, at least one).
pub fn done(state: &mut DigimonState, card: ObjectId, method: Materials, picked: Vec<ObjectId>) {
    let seat = state.turn_player;
    if let Some(played) = hand_card(state, seat, card) {
        finish(state, played, method, picked);
    }
}

/// Places the materials under the card, leftmost listed on top (7-2-2-8, 7-3-2-6), pays the
/// reduced cost and puts the card into the battle area (7-2-3-3/4).
fn finish(state: &mut DigimonState, played: Card, method: Materials, picked: Vec<ObjectId>) {
    let seat = played.owner;
    let cost = reduced_cost(state, &played, method, picked.len());
    let order: Vec<String> = match (method, &state.def(&played).digixros) {
        (Materials::DigiXros, Some(x)) => x.cards.clone(),
        _ => Vec::new(),
    };
    // Each material fills the first requirement still open that one of its names meets, as
    // when it was chosen (`open_requirements`).
    let mut open: Vec<usize> = (0..order.len()).collect();
    let mut materials: Vec<(usize, ObjectId)> = Vec::new();
    for id in &picked {
        let def = material_def(state, seat, *id);
        let at = open.iter().position(|i| def.is_some_and(|d| d.is_named(&order[*i])));
        materials.push((at.map_or(0, |at| open.remove(at)), *id));
    }
    // Bottom first: the rightmost listed at the bottom, the leftmost just under the card.
    materials.sort_by_key(|(pos, _)| std::cmp::Reverse(*pos));
    let mut stack = Vec::new();
    for (_, id) in &materials {
        if let Some(card) = take_material(state, seat, *id) {
            stack.push(state.renew(card));
        }
    }
    let hand = &mut state.player_mut(seat).hand;
    let pos = hand.iter().position(|c| c.id == played.id).expect("checked in hand");
    let card = hand.remove(pos);
    state.pay(seat, cost);
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
    let (top, under) = unit.stack.split_last().expect("a 1体 has a top card");
    for card in under.iter().rev() {
        moves::from_field(state, *card, moves::to_trash);
    }
    Some(*top)
}
