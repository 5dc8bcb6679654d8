//! Playing a card (804.2, 806): the square a Z/X will go to (806.1a), the move to Temporary
//! (804.2e), the resource cost paid by sleeping Reboot resources (805.3), and the resolution:
//! a Z/X appears on its square (806.3a, 1007.2), an event's effects resolve in printed order
//! (809.2) and it goes to its owner's trash (806.3b). Free plays (505.3a, 907.2e) skip the cost.

use crate::board::Square;
use crate::cards::ast::FromZone;
use crate::cards::effect::Side;
use crate::cards::{Card, CardType};
use crate::pay;
use crate::rules;
use crate::state::{Choice, DecisionKind, Origin, Playing, Step, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The squares `seat` may choose for a Z/X (806.1a): not the opponent's player square, no
/// opponent Z/X or Ascension, none of `seat`'s sleeping Z/X and no Ascension (202.11b).
pub fn zx_squares(state: &ZxState, seat: Seat) -> Vec<Square> {
    let opponent = ZxState::opponent(seat);
    Square::ALL
        .into_iter()
        .filter(|s| s.claimed_by() != Some(opponent))
        .filter(|s| {
            state.on(*s).iter().all(|u| {
                let kind = state.def(&u.card).kind;
                let ascension = matches!(kind, CardType::Ascension | CardType::AnEx);
                let opposing = kind.is_zx() && u.controller == opponent;
                let own_asleep = kind.is_zx() && u.controller == seat && u.sleeping;
                !(ascension || opposing || own_asleep)
            })
        })
        .collect()
}

/// Whether `seat` may play `card` at all now, cost aside: a Z/X needs a square (806.1d), an
/// event can always be played; other types are not played from the hand yet.
pub fn has_place(state: &ZxState, seat: Seat, card: &Card) -> bool {
    let kind = state.def(card).kind;
    match kind {
        CardType::Zx | CardType::ZxEx => !zx_squares(state, seat).is_empty(),
        CardType::Event | CardType::EvEx => true,
        CardType::Shift | CardType::Ascension | CardType::AnEx => {
            crate::extra::squares(state, seat, card).is_some_and(|squares| !squares.is_empty())
        }
        CardType::Player | CardType::ZxOb | CardType::PlEx => false,
    }
}

/// The Extra cards `seat` may play from Dynamis in the main phase (506.2).
pub fn extras(board: &crate::continuous::Board, seat: Seat) -> Vec<ObjectId> {
    dynamis_on(board, seat, false)
}

/// The Dynamis cards `seat` may play now, in a battle's event step or not: face down ones
/// (313.2b) their limits allow ([`crate::extra::allowed`]), each paid by its resource cost
/// (806.1f) but a Shift, which has none.
pub fn dynamis(state: &ZxState, seat: Seat, in_battle: bool) -> Vec<ObjectId> {
    dynamis_on(&crate::continuous::Board::new(state), seat, in_battle)
}

/// [`dynamis`], read on `board`.
fn dynamis_on(board: &crate::continuous::Board, seat: Seat, in_battle: bool) -> Vec<ObjectId> {
    let state = board.state();
    state
        .player(seat)
        .dynamis
        .iter()
        .filter(|d| !d.face_up && crate::extra::allowed(state, seat, &d.card, in_battle))
        .filter(|d| match state.def(&d.card).kind {
            CardType::Shift => has_place(state, seat, &d.card) && !crate::expiry::expired(state, &d.card),
            _ => playable_on(board, seat, &d.card),
        })
        .map(|d| d.card.id)
        .collect()
}

/// Whether `seat` can play `card` from the hand, paying its cost (804.2f, 805.3c), read on
/// `board`.
pub fn playable_on(board: &crate::continuous::Board, seat: Seat, card: &Card) -> bool {
    let state = board.state();
    // 102.6: a Z/X that can't appear can't be played to appear.
    let may_appear = !state.def(card).kind.is_zx() || !board.traits(card).cant_appear;
    has_place(state, seat, card) && may_appear && crate::costs::conditions::playable_on(board, seat, card)
}

/// Starts playing `playing.card` (804.2a–c): a Z/X first chooses its square (806.1a).
pub fn start(state: &mut ZxState, playing: Playing, card: Card) {
    state.note(rules::PLAY, |s| format!("{} plays {}", playing.seat, s.name_of(&card)));
    // 804.2b: a card chosen from a hidden zone is revealed; it stays so until it moves to
    // Temporary (804.2e).
    state.revealed = Some(card.id);
    if let Some(squares) = crate::extra::squares(state, playing.seat, &card) {
        let options = squares.into_iter().map(Choice::Square).collect();
        state.ask(playing.seat, DecisionKind::Square(playing), options);
    } else if state.def(&card).kind.is_zx() {
        let options = zx_squares(state, playing.seat).into_iter().map(Choice::Square).collect();
        state.ask(playing.seat, DecisionKind::Square(playing), options);
    } else {
        state.steps.push(Step::Pay(playing));
    }
}

/// 505.3a / 907.2e: the revealed Ignition card may be played without paying its cost, if it
/// can be played at all; otherwise, or if declined, it goes on ([`decline_free`]).
pub fn offer_free_play(state: &mut ZxState, seat: Seat, card: Card, origin: Origin) {
    if !state.has_icon(&card, crate::cards::Icon::Ignition) {
        decline_free(state, seat, card.id, origin);
        return;
    }
    let mut options = Vec::new();
    // 1207.1: a card past its expiry date is not used, not even for free.
    if has_place(state, seat, &card) && !crate::expiry::expired(state, &card) {
        options.push(Choice::PlayFree);
    }
    options.push(Choice::NoPlay);
    state.ask(seat, DecisionKind::FreePlay { card: card.id, origin }, options);
}

/// The revealed card not played: an ignition's goes to the trash (505.3a), a Life card to
/// Charge (907.2d–e).
pub fn decline_free(state: &mut ZxState, seat: Seat, id: ObjectId, origin: Origin) {
    state.revealed = None;
    let p = state.player_mut(seat);
    match origin {
        Origin::Ignition => {
            let at = p.deck.iter().position(|c| c.id == id).expect("the revealed card is on the deck");
            let card = p.deck.remove(at);
            let card = state.renew(card);
            state.player_mut(card.owner).trash.push(card);
            crate::triggers::moved(
                state,
                crate::lki::Lki::of_card(card),
                crate::cards::ast::condition::Zone::Trash,
                None,
            );
            state.note(rules::IGNITION, |s| format!("{} goes to {seat}'s trash", s.name_of(&card)));
            crate::keywords::evolseed::from_deck_to_trash(state, card);
        }
        Origin::Life => {
            let at = p.life.iter().position(|c| c.id == id).expect("the revealed card is in Life");
            let card = p.life.remove(at);
            let card = state.renew(card);
            state.player_mut(card.owner).charge.push(card);
            crate::triggers::moved(
                state,
                crate::lki::Lki::of_card(card),
                crate::cards::ast::condition::Zone::Charge,
                Some(crate::cards::ast::condition::Zone::Life),
            );
            let rule = if state.has_icon(&card, crate::cards::Icon::Ignition) {
                rules::LIFE_IGNITION
            } else {
                rules::LIFE_TO_CHARGE
            };
            state.note(rule, |s| format!("{} goes from {seat}'s Life to Charge", s.name_of(&card)));
        }
        Origin::Hand | Origin::Dynamis | Origin::Deck => {
            unreachable!("only deck and Life cards are revealed for a free play")
        }
    }
}

/// Takes the card being played out of its zone of origin.
fn take(state: &mut ZxState, playing: Playing) -> Card {
    let p = state.player_mut(playing.seat);
    let zone = match playing.origin {
        Origin::Hand => &mut p.hand,
        Origin::Ignition => &mut p.deck,
        Origin::Life => &mut p.life,
        Origin::Deck => &mut p.deck,
        Origin::Dynamis => {
            let at = p.dynamis.iter().position(|d| d.card.id == playing.card).expect("the Extra card is in Dynamis");
            return p.dynamis.remove(at).card;
        }
    };
    let at = zone.iter().position(|c| c.id == playing.card).expect("the card being played is where it was");
    zone.remove(at)
}

/// 804.2e: the card moves to Temporary; 804.2f: its cost is paid (805.3), resource by resource.
pub fn pay(state: &mut ZxState, playing: Playing) {
    // 804.2c, 1027.1a: the route of a card whose cost a keyword changes.
    if crate::costs::conditions::intercept(state, playing) {
        return;
    }
    if state.revealed == Some(playing.card) {
        state.revealed = None;
    }
    // 804.2c: the cost is settled where the card is, before it moves (804.2e).
    let due =
        state.all_cards().iter().find(|c| c.id == playing.card).and_then(|c| pay::cost_for(state, playing.seat, c));
    let due = crate::costs::conditions::due(state, playing.card, due);
    let old = playing.card;
    let card = take(state, playing);
    let card = state.renew(card);
    state.temporary.push((card, playing.seat));
    state.note(rules::PLAY_TEMPORARY, |s| format!("{} moves to Temporary", s.name_of(&card)));
    let playing = Playing { card: card.id, ..playing };
    if playing.free {
        state.steps.push(Step::Resolve(playing));
        return;
    }
    state.settled_cost = due.map(|c| (card.id, c.colours, c.points));
    if state.play_costs.route.is_none() {
        crate::pay::renkei::note(state, playing.seat, &card);
    } else if crate::costs::conditions::moved(state, old, playing) {
        return;
    }
    choose_payment(state, playing, Vec::new());
}

/// Asks for the next resource to sleep, or sleeps the chosen ones once they pay the cost; a
/// choice that makes no difference (one set of colours left) is made at once.
pub fn choose_payment(state: &mut ZxState, playing: Playing, mut chosen: Vec<ObjectId>) {
    let (card, _) = *state.temporary.iter().find(|(c, _)| c.id == playing.card).expect("in Temporary");
    let cost = match state.settled_cost {
        Some((id, colours, points)) if id == card.id => pay::ResourceCost { colours, points },
        _ => pay::cost_for(state, playing.seat, &card).expect("a card played paying its cost has one"),
    };
    loop {
        if chosen.len() == usize::from(cost.points) {
            sleep_payment(state, playing, &chosen);
            return;
        }
        let next = pay::next_payers(state, playing.seat, cost, &chosen);
        match next.as_slice() {
            [one] => chosen.push(*one),
            _ => {
                let options = next.into_iter().map(Choice::PayWith).collect();
                state.ask(playing.seat, DecisionKind::Pay { playing, chosen }, options);
                return;
            }
        }
    }
}

/// 805.3d: the chosen resources are slept; the card resolves.
fn sleep_payment(state: &mut ZxState, playing: Playing, chosen: &[ObjectId]) {
    state.settled_cost = None;
    let seat = playing.seat;
    let mut names = Vec::new();
    for r in state.players[seat.index()].resource.iter_mut().filter(|r| chosen.contains(&r.card.id)) {
        r.sleeping = true;
        names.push(r.card);
    }
    if !names.is_empty() {
        state.note(rules::PAY_SLEEP, |s| {
            let list: Vec<String> = names.iter().map(|c| s.name_of(c)).collect();
            format!("{seat} sleeps {} to pay", list.join(", "))
        });
    }
    crate::costs::conditions::end_of_play(state, playing);
    if unplayable_at_end(state, playing) {
        return;
    }
    state.steps.push(Step::Resolve(playing));
}

/// 804.2h: at the end of its play a Z/X whose chosen square is no longer allowed (806.1a) can't
/// be played: it is not played and goes to the trash. Returns whether it went.
fn unplayable_at_end(state: &mut ZxState, playing: Playing) -> bool {
    let Some(at) = state.temporary.iter().position(|(c, _)| c.id == playing.card) else { return false };
    let card = state.temporary[at].0;
    let square_gone = state.def(&card).kind.is_zx()
        && playing.square.is_some_and(|sq| !zx_squares(state, playing.seat).contains(&sq));
    if !square_gone {
        return false;
    }
    state.temporary.remove(at);
    let card = state.renew(card);
    state.note(rules::NOT_PLAYED, |s| {
        format!(
            "{} can no longer be played at the end of its play: it is not played and goes to the trash",
            s.name_of(&card)
        )
    });
    crate::moves::to_trash(state, card);
    if state.play_costs.possessing.as_ref().is_some_and(|(id, _)| *id == playing.card) {
        state.play_costs.possessing = None;
    }
    true
}

/// 806.3: the card resolves from Temporary.
pub fn resolve(state: &mut ZxState, playing: Playing) {
    if crate::extra::resolve(state, playing) {
        return;
    }
    let at = state.temporary.iter().position(|(c, _)| c.id == playing.card).expect("the card is in Temporary");
    let (card, seat) = state.temporary[at];
    let is_zx = state.def(&card).kind.is_zx();
    if is_zx {
        state.temporary.remove(at);
        let card = state.renew(card);
        match playing.square.filter(|sq| zx_squares(state, seat).contains(sq)) {
            Some(square) => {
                state.put_on(square, card, seat);
                crate::costs::conditions::appeared(state, playing.card, card);
                let from = match playing.origin {
                    Origin::Hand => "the hand",
                    Origin::Ignition => "an ignition",
                    Origin::Life => "Life",
                    Origin::Dynamis => "Dynamis",
                    Origin::Deck => "the deck",
                };
                state.note(rules::APPEAR_FROM, |s| {
                    format!("{} appears on {} in Reboot, from {from}", s.name_of(&card), square.words())
                });
                let zone = match playing.origin {
                    Origin::Hand => FromZone::Hand,
                    Origin::Ignition | Origin::Deck => FromZone::Deck,
                    Origin::Life => FromZone::Life,
                    Origin::Dynamis => FromZone::Dynamis,
                };
                crate::keywords::arrival::arrived(state, card, seat, zone, Some(playing.origin));
            }
            None => {
                state.note(rules::RESOLVED_TO_SQUARE, |s| format!("{} can't be put there: trashed", s.name_of(&card)));
                crate::moves::to_trash(state, card);
            }
        }
        return;
    }
    // An event: its effects in printed order (809.2, 804.3a), then to the trash (806.3b).
    state.steps.push(Step::EventDone(card.id));
    let effects = state.def(&card).effects.clone();
    state.resume(crate::state::frame::Frame::new(seat, card, effects, crate::state::frame::Cite::Event));
}

/// The Z/X on squares an effect of `seat`'s may choose, by side.
pub fn zx_of(state: &ZxState, seat: Seat, side: Side) -> Vec<ObjectId> {
    state
        .units()
        .filter(|(_, u)| state.def(&u.card).kind.is_zx() && side_has(seat, side, u.controller))
        .map(|(_, u)| u.card.id)
        .collect()
}

/// Whose Z/X a side names, from `seat`'s point of view.
pub fn side_has(seat: Seat, side: Side, controller: Seat) -> bool {
    match side {
        Side::You => controller == seat,
        Side::Opponent => controller != seat,
        Side::Any => true,
    }
}

/// 806.3b: the event goes to its owner's trash.
pub fn event_done(state: &mut ZxState, card: ObjectId) {
    let at = state.temporary.iter().position(|(c, _)| c.id == card).expect("the event is in Temporary");
    let (event, _) = state.temporary.remove(at);
    let event = state.renew(event);
    if state.def(&event).kind == CardType::EvEx {
        let owner = event.owner;
        state.player_mut(owner).to_dynamis_face_up(event);
        state.note(rules::EV_EX_TO_DYNAMIS, |s| format!("{} goes to {owner}'s Dynamis face up", s.name_of(&event)));
        return;
    }
    state.player_mut(event.owner).trash.push(event);
    crate::triggers::moved(state, crate::lki::Lki::of_card(event), crate::cards::ast::condition::Zone::Trash, None);
    state.note(rules::EVENT_TO_TRASH, |s| format!("{} goes to its owner's trash", s.name_of(&event)));
}
