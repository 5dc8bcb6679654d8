//! `move`: cards go from one place to another by an effect, as one process. The controller
//! chooses first the 1体 whose stack the cards come from (`of`), then the 1体 they go under
//! (`onto`), then the cards, one at a time; cards taken from the top of a deck or security, the
//! bottom of security, or a stack's top card, are not chosen. Every card becomes a new card where
//! it arrives (3-1-3-1), in its owner's zone (3-1-3-8); the events the move raises happen once
//! (15-5-2). A cost step's move (15-7) is performed here too ([`pay`]), with the cards its
//! controller picked for it.

use super::run::{DONE, Flow};
use crate::cards::ast::{Destination, Face, MoveCards, Origin, Pick, Side, StackEnd, Target};
use crate::moves::{self, Dest};
use crate::query::Reader;
use crate::rules;
use crate::state::DecisionKind;
use crate::state::{Card, Choice, DigimonState, EffectRun};
use fuda_kernel::lang::Bound;
use fuda_kernel::{ObjectId, Seat};

/// The 1体 a stack key names, once known: `Ok(None)` when there is none to name, `Err` with the
/// options when the controller must choose it. `skip` unit picks belong to an earlier key, whose
/// 1体 `other` cannot be named again.
pub(crate) fn one_unit(
    state: &DigimonState,
    run: &EffectRun,
    t: &Target,
    skip: usize,
    other: Option<ObjectId>,
) -> Result<Option<ObjectId>, Vec<Choice>> {
    let mut candidates = Reader::of_effect(state, &run.ctx, Some(&run.bindings)).candidates(t);
    candidates.retain(|id| Some(*id) != other);
    if t.pick != Pick::Choose || t.reference().is_some() {
        return Ok(candidates.first().copied());
    }
    let picked = run.picked.iter().filter(|id| state.battle_unit(**id).is_some()).nth(skip);
    match picked {
        Some(id) if candidates.contains(id) => Ok(Some(*id)),
        _ if candidates.is_empty() => Ok(None),
        _ => Err(candidates.into_iter().map(Choice::Pick).collect()),
    }
}

/// How many unit picks a stack key took.
fn picks_of(t: &Target) -> usize {
    usize::from(t.pick == Pick::Choose && t.reference().is_none())
}

/// The seats a side of a deck or security names, the controller's first.
pub(crate) fn seats(me: Seat, side: Side) -> Vec<Seat> {
    match side {
        Side::Own => vec![me],
        Side::Opponent => vec![DigimonState::opponent(me)],
        Side::Any => vec![me, DigimonState::opponent(me)],
    }
}

/// Runs a `move`.
pub(crate) fn move_cards(state: &mut DigimonState, run: &mut EffectRun, m: &MoveCards) -> Flow {
    let me = run.ctx.controller;
    let stack = match &m.from {
        Origin::Sources(of) | Origin::TopCard(of) => match one_unit(state, run, of, 0, None) {
            // 15-15-6-3: an unaffected 1体 may be chosen, but the effect does nothing to it.
            Ok(Some(id)) if crate::query::affectable(state, &run.ctx, id) => Some(id),
            Ok(_) => return nothing(run, m),
            Err(options) => return Flow::Wait(options),
        },
        _ => None,
    };
    let skip = match &m.from {
        Origin::Sources(of) | Origin::TopCard(of) => picks_of(of),
        _ => 0,
    };
    let host = match &m.to {
        Destination::Under { onto, .. } => match one_unit(state, run, onto, skip, stack) {
            Ok(Some(id)) if crate::query::affectable(state, &run.ctx, id) => Some(id),
            Ok(_) => return nothing(run, m),
            Err(options) => return Flow::Wait(options),
        },
        _ => None,
    };
    let cards = match chosen(state, run, m, stack) {
        Ok(cards) => cards,
        // 「手札を破棄する」 asks as the hand's trashing does (4-14).
        Err(options) if m.from == Origin::Hand && m.to == Destination::Trash => {
            return Flow::Ask(DecisionKind::HandTrash, options);
        }
        Err(options) => return Flow::Wait(by_end(state, me, options)),
    };
    // Digivolution cards about to be trashed by an effect: the owner's other Digimon may
    // replace it first (15-8-5, 18-2-1), once; a replaced trashing does not happen.
    if let (Origin::Sources(_), Destination::Trash, Some(id)) = (&m.from, &m.to, stack) {
        if run.declared.is_none() && !cards.is_empty() {
            run.declared = Some(1);
            let count = u8::try_from(cards.len()).unwrap_or(u8::MAX);
            if let Some(window) = super::sources::sources_window(state, me, id, count) {
                return Flow::Before(window);
            }
        }
        if let Some(pos) = state.replaced.iter().position(|r| *r == id) {
            state.replaced.remove(pos);
            return nothing(run, m);
        }
    }
    let arrived = perform(state, run, m, stack, host, cards);
    run.acted = Some(arrived);
    Flow::Next
}

/// Performs a cost step's move (15-7) with the cards its controller picked (none for cards
/// taken in order); its `this` is the effect's 1体. Returns the cards where they arrived.
pub(crate) fn pay(state: &mut DigimonState, run: &mut EffectRun, m: &MoveCards, picked: &[ObjectId]) -> Vec<ObjectId> {
    let this = run.ctx.unit;
    let stack = this.filter(|_| matches!(m.from, Origin::Sources(_) | Origin::TopCard(_)));
    let host = this.filter(|_| matches!(m.to, Destination::Under { .. }));
    let cards = unseen(state, run.ctx.controller, m, stack).unwrap_or_else(|| {
        let (owner, pool) = pool(state, run, m, stack);
        picked.iter().filter_map(|id| pool.iter().find(|c| c.id == *id)).map(|c| (owner, *c)).collect()
    });
    perform(state, run, m, stack, host, cards)
}

/// The step found nothing to act on, so "if you did" does not hold and its slot holds nothing.
fn nothing(run: &mut EffectRun, m: &MoveCards) -> Flow {
    if let Some(slot) = &m.bind {
        run.bindings.set(slot.clone(), Bound::Objects(Vec::new()));
    }
    run.acted = Some(Vec::new());
    Flow::Next
}

/// The cards a move takes in order, unseen, top (or bottom) first: `None` when the controller
/// chooses them.
fn unseen(state: &DigimonState, me: Seat, m: &MoveCards, stack: Option<ObjectId>) -> Option<Vec<(Seat, Card)>> {
    let n = usize::from(m.count);
    let top = |zone: &[Card]| zone.iter().rev().take(n).copied().collect::<Vec<Card>>();
    let each = |side: Side, zone: &dyn Fn(&crate::state::Player) -> Vec<Card>| {
        seats(me, side).into_iter().flat_map(|s| zone(state.player(s)).into_iter().map(move |c| (s, c))).collect()
    };
    Some(match &m.from {
        Origin::DeckTop(side) => each(*side, &|p| top(&p.deck)),
        Origin::SecurityTop(side) => each(*side, &|p| top(&p.security)),
        Origin::SecurityBottom(side) => each(*side, &|p| p.security.iter().take(n).copied().collect()),
        Origin::TopCard(_) => {
            let unit = stack.and_then(|id| state.find_unit(id));
            // 16-18: the top card goes only if a card is left under it to stay the 1体.
            unit.filter(|(_, u)| u.stack().len() > 1).map(|(s, u)| vec![(s, *u.top())]).unwrap_or_default()
        }
        Origin::Hand | Origin::Trash | Origin::Sources(_) | Origin::SecurityTopOrBottom => return None,
    })
}

/// The cards the controller may choose among, in the order offered, with their owner.
fn pool(state: &DigimonState, run: &EffectRun, m: &MoveCards, stack: Option<ObjectId>) -> (Seat, Vec<Card>) {
    let unit = stack.and_then(|id| state.find_unit(id));
    let ids =
        crate::query::cost::movable(state, &run.ctx, Some(&run.bindings), m, unit.map(|(_, u)| u)).unwrap_or_default();
    let owner = match (&m.from, unit) {
        (Origin::Sources(_), Some((seat, _))) => seat,
        _ => run.ctx.controller,
    };
    let all: Vec<Card> = match unit {
        Some((_, u)) if matches!(m.from, Origin::Sources(_)) => u.sources().to_vec(),
        _ => {
            let p = state.player(run.ctx.controller);
            p.hand.iter().chain(&p.trash).chain(&p.security).copied().collect()
        }
    };
    (owner, ids.iter().filter_map(|id| all.iter().find(|c| c.id == *id)).copied().collect())
}

/// The options of a pick with the security cards among them named by their end (only "the top
/// or bottom card of your security" offers them): a face-down card is shown by its place, never
/// its id.
pub(crate) fn by_end(state: &DigimonState, seat: Seat, options: Vec<Choice>) -> Vec<Choice> {
    let security = &state.player(seat).security;
    let at = |card: Option<&Card>, id| card.is_some_and(|c| c.id == id);
    options
        .into_iter()
        .map(|o| match o {
            Choice::Pick(id) if at(security.last(), id) => Choice::End(StackEnd::Top),
            Choice::Pick(id) if at(security.first(), id) => Choice::End(StackEnd::Bottom),
            other => other,
        })
        .collect()
}

/// The options of the next card pick (15-10-2-3: never one twice), or `None` once the picks are
/// made: `count` of them, or as many as can be (15-1-5); an "up to" pick may end with "Done"
/// after the first (1-3-6).
pub(crate) fn next_pick(
    candidates: &[ObjectId],
    chosen: &[ObjectId],
    done: bool,
    count: usize,
    up_to: bool,
) -> Option<Vec<Choice>> {
    if done || chosen.len() >= count {
        return None;
    }
    let mut options: Vec<Choice> =
        candidates.iter().filter(|id| !chosen.contains(id)).map(|id| Choice::Pick(*id)).collect();
    if options.is_empty() {
        return None;
    }
    if up_to && !chosen.is_empty() {
        options.push(Choice::Done);
    }
    Some(options)
}

/// The cards to move, top first where they come from a top: known at once when unseen, else
/// picked one at a time.
fn chosen(
    state: &DigimonState,
    run: &EffectRun,
    m: &MoveCards,
    stack: Option<ObjectId>,
) -> Result<Vec<(Seat, Card)>, Vec<Choice>> {
    if let Some(cards) = unseen(state, run.ctx.controller, m, stack) {
        return Ok(cards);
    }
    let (owner, pool) = pool(state, run, m, stack);
    let ids: Vec<ObjectId> = pool.iter().map(|c| c.id).collect();
    let picked: Vec<ObjectId> = run.picked.iter().copied().filter(|id| ids.contains(id)).collect();
    let done = run.picked.last() == Some(&DONE);
    if let Some(options) = next_pick(&ids, &picked, done, usize::from(m.count), m.up_to) {
        return Err(options);
    }
    // 3-1-3-4: the cards go one at a time in the order the controller chose them.
    Ok(picked.iter().filter_map(|id| pool.iter().find(|c| c.id == *id)).map(|c| (owner, *c)).collect())
}

/// The place a card goes to, as the zone moves know it; `None` under a 1体.
fn dest(to: &Destination) -> Option<Dest> {
    Some(match to {
        Destination::Hand => Dest::Hand,
        Destination::Trash => Dest::Trash,
        Destination::DeckTop | Destination::DeckShuffled => Dest::DeckTop,
        Destination::DeckBottom => Dest::DeckBottom,
        Destination::SecurityTop(face) => Dest::SecurityTop(*face),
        Destination::SecurityBottom => Dest::SecurityBottom,
        Destination::Under { .. } => return None,
    })
}

/// Takes the cards out and puts them where they go; then the events, once each. Returns the
/// cards where they arrived.
fn perform(
    state: &mut DigimonState,
    run: &mut EffectRun,
    m: &MoveCards,
    stack: Option<ObjectId>,
    host: Option<ObjectId>,
    cards: Vec<(Seat, Card)>,
) -> Vec<ObjectId> {
    let me = run.ctx.controller;
    let mut arrived = Vec::new();
    let mut security_left: Vec<Seat> = Vec::new();
    for (seat, card) in cards {
        let Some((card, seen)) = take_out(state, &m.from, seat, stack, card) else { continue };
        let from_security =
            matches!(m.from, Origin::SecurityTop(_) | Origin::SecurityBottom(_) | Origin::SecurityTopOrBottom);
        if from_security && !security_left.contains(&seat) {
            security_left.push(seat);
        }
        let from_field = matches!(m.from, Origin::Sources(_) | Origin::TopCard(_));
        let placed = match (dest(&m.to), &m.to) {
            (Some(Dest::Trash), _) if m.from == Origin::Hand => Some(moves::trash_from_hand(state, card, me)),
            (Some(d), _) if from_field => moves::from_field(state, card, d),
            (Some(d), _) => Some(d.put(state, card)),
            (None, Destination::Under { end, face, .. }) => {
                let placed = host.and_then(|h| under(state, h, card, *end, *face));
                // "The placed card" (15-15-9-1) for what comes after.
                run.placed.extend(placed.map(|c| c.id));
                // A 1体 gone since it was named: the card goes to the trash instead.
                Some(placed.unwrap_or_else(|| moves::to_trash(state, card)))
            }
            (None, _) => None,
        };
        if let Some(card) = placed {
            let to = place_words(&m.to);
            // 3-5-3, 3-7-2: a card neither seen where it was nor where it goes stays hidden from
            // the opponent; its owner knows it.
            if seen || shown(&m.to) {
                state.note(rule_of(&m.to), |s| format!("{} is moved {to}", s.card_label(&card)));
            } else {
                state.note(rule_of(&m.to), |_| format!("a card of {} is moved {to}", card.owner));
                state.note_to(card.owner, rule_of(&m.to), |s| format!("{} is moved {to}", s.card_label(&card)));
            }
            arrived.push(card.id);
        }
    }
    if matches!(m.to, Destination::DeckShuffled) {
        for seat in [Seat(0), Seat(1)] {
            if arrived.iter().any(|id| state.player(seat).deck.iter().any(|c| c.id == *id)) {
                let mut deck = std::mem::take(&mut state.player_mut(seat).deck);
                state.rng.shuffle(&mut deck);
                state.player_mut(seat).deck = deck;
                state.note(rules::SHUFFLE, |_| format!("{seat} shuffles their deck"));
            }
        }
    }
    // 15-5-2: the process raises each event once, however many cards moved.
    for seat in security_left {
        moves::security_decreased(state, seat);
    }
    if matches!(m.to, Destination::SecurityTop(_) | Destination::SecurityBottom) {
        for seat in [Seat(0), Seat(1)] {
            if arrived.iter().any(|id| state.player(seat).security.iter().any(|c| c.id == *id)) {
                moves::security_increased(state, seat);
            }
        }
    }
    if let Some(h) = host.filter(|_| !arrived.is_empty()) {
        crate::patterns::sources_added_by_effect(state, me, h);
    }
    arrival_events(state, me, &m.from, &m.to, &arrived);
    if let Some(slot) = &m.bind {
        run.bindings.set(slot.clone(), Bound::Objects(arrived.clone()));
    }
    arrived
}

/// The events of cards that arrived in a hand or in the trash by an effect of `me`'s, once for
/// the process (15-5-2). Cards trashed from the hand raise theirs as they go
/// ([`moves::trash_from_hand`]).
fn arrival_events(state: &mut DigimonState, me: Seat, from: &Origin, to: &Destination, arrived: &[ObjectId]) {
    use crate::cards::ast::TrashedFrom;
    match to {
        Destination::Hand => {
            for seat in [Seat(0), Seat(1)] {
                if arrived.iter().any(|id| state.player(seat).hand.iter().any(|c| c.id == *id)) {
                    crate::patterns::hand_increased(state, seat);
                }
            }
        }
        Destination::Trash => {
            let source = match from {
                Origin::DeckTop(_) => TrashedFrom::Deck,
                Origin::SecurityTop(_) | Origin::SecurityBottom(_) | Origin::SecurityTopOrBottom => {
                    TrashedFrom::Security
                }
                Origin::Sources(_) | Origin::TopCard(_) => TrashedFrom::Sources,
                Origin::Hand | Origin::Trash => return,
            };
            let trashed: Vec<Card> = [Seat(0), Seat(1)]
                .into_iter()
                .flat_map(|seat| state.player(seat).trash.iter().filter(|c| arrived.contains(&c.id)).copied())
                .collect();
            crate::patterns::trashed(state, &trashed, source, Some(crate::state::DeleteCause::Effect(me)));
        }
        _ => {}
    }
}

/// Takes one card out of where it is, if it is still there, with whether every player could
/// see it there (the trash, a face-up card in security or a stack).
fn take_out(
    state: &mut DigimonState,
    from: &Origin,
    seat: Seat,
    stack: Option<ObjectId>,
    card: Card,
) -> Option<(Card, bool)> {
    macro_rules! remove {
        ($zone:expr) => {{
            let zone = $zone;
            zone.iter().position(|c| c.id == card.id).map(|pos| zone.remove(pos))
        }};
    }
    match from {
        Origin::Hand => remove!(&mut state.player_mut(seat).hand).map(|c| (c, false)),
        Origin::Trash => remove!(&mut state.player_mut(seat).trash).map(|c| (c, true)),
        Origin::DeckTop(_) => remove!(&mut state.player_mut(seat).deck).map(|c| (c, false)),
        Origin::SecurityTop(_) | Origin::SecurityBottom(_) | Origin::SecurityTopOrBottom => {
            let p = state.player_mut(seat);
            let up = p.face_up_security.contains(&card.id);
            p.face_up_security.retain(|id| *id != card.id);
            remove!(&mut p.security).map(|c| (c, up))
        }
        Origin::Sources(_) | Origin::TopCard(_) => {
            // The effect's own 1体 may pay a cost in the breeding area.
            let unit = state.unit_mut(stack?)?;
            let pos = unit.stack().iter().position(|c| c.id == card.id)?;
            let up = !unit.face_down().contains(&card.id);
            unit.face_down_mut().retain(|id| *id != card.id);
            Some((unit.stack_mut().remove(pos), up))
        }
    }
}

/// Whether every player sees a card where it goes.
fn shown(to: &Destination) -> bool {
    match to {
        Destination::Trash | Destination::SecurityTop(Face::Up) | Destination::Under { face: Face::Up, .. } => true,
        Destination::Hand
        | Destination::DeckTop
        | Destination::DeckBottom
        | Destination::DeckShuffled
        | Destination::SecurityTop(Face::Down)
        | Destination::SecurityBottom
        | Destination::Under { face: Face::Down, .. } => false,
    }
}

/// Puts a card among the digivolution cards of `host`: at the bottom, or right under its top
/// card; face down, it has no card information there (4-5-9).
fn under(state: &mut DigimonState, host: ObjectId, card: Card, end: StackEnd, face: Face) -> Option<Card> {
    state.unit_mut(host)?;
    let card = state.renew(card);
    let unit = state.unit_mut(host).expect("checked above");
    let at = match end {
        StackEnd::Bottom => 0,
        StackEnd::Top => unit.stack().len().saturating_sub(1),
    };
    unit.stack_mut().insert(at, card);
    if face == Face::Down {
        unit.face_down_mut().push(card.id);
    }
    Some(card)
}

/// The rule a move to `to` follows.
fn rule_of(to: &Destination) -> rules::Rule {
    match to {
        Destination::Hand => rules::HAND_ZONE,
        Destination::Trash => rules::TRASH,
        Destination::DeckTop | Destination::DeckBottom | Destination::DeckShuffled => rules::DECK_ZONE,
        Destination::SecurityTop(Face::Up) => rules::SECURITY_FACE_UP,
        Destination::SecurityTop(Face::Down) | Destination::SecurityBottom => rules::DEFAULT_PLACEMENT,
        Destination::Under { onto, .. } if onto.subject == crate::cards::ast::Subject::Tamer => rules::TAMER_BOTTOM,
        Destination::Under { .. } => rules::SOURCES,
    }
}

fn place_words(to: &Destination) -> &'static str {
    match to {
        Destination::Hand => "to the hand",
        Destination::Trash => "to the trash",
        Destination::DeckTop => "to the top of the deck",
        Destination::DeckBottom => "to the bottom of the deck",
        Destination::DeckShuffled => "into the deck",
        Destination::SecurityTop(_) => "to the top of security",
        Destination::SecurityBottom => "to the bottom of security",
        Destination::Under { .. } => "under a card",
    }
}
