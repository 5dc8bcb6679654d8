//! スタイリッシュ頭突き (1112): "an automatic ability that, as this card appears, moves an
//! opponent's Z/X to a designated square and sleeps it" (1112.1). The rulebook's definition
//! (1112.2) is missing; docs/zx/rulings.md decides it: when this card appears, its controller
//! chooses up to 1 opponent's Z/X on a square (an effect's choice, so Zekkai keeps a card out,
//! 1107.2), then one normal square with no Z/X or Ascension (303.3b); the Z/X moves there,
//! staying the same card (a move between squares, 301.4), and sleeps (1003.1).

use crate::board::Square;
use crate::rules;
use crate::state::keywords::KwDecision;
use crate::state::{Choice, DecisionKind, ZxState};
use fuda_kernel::{ObjectId, Seat};

/// The empty normal squares a Z/X may be moved to.
fn empty_normal_squares(state: &ZxState) -> Vec<Square> {
    Square::ALL
        .into_iter()
        .filter(|s| !s.is_player_square())
        .filter(|s| {
            state.on(*s).iter().all(|u| {
                let kind = state.def(&u.card).kind;
                !(kind.is_zx() || matches!(kind, crate::cards::CardType::Ascension | crate::cards::CardType::AnEx))
            })
        })
        .collect()
}

/// The ability is played: `seat` chooses the opponent's Z/X, or none; never a Player card, which
/// no effect moves to another square (303.6).
pub fn choose(state: &mut ZxState, seat: Seat) {
    let mut options: Vec<Choice> = super::choosable_zx(state, |c| c != seat).into_iter().map(Choice::Target).collect();
    if options.is_empty() || empty_normal_squares(state).is_empty() {
        state.note(rules::DO_WHAT_YOU_CAN, |_| "no Z/X can be moved".to_string());
        return;
    }
    options.push(Choice::Pass);
    state.ask(seat, DecisionKind::Keyword(KwDecision::Headbutt), options);
}

/// The Z/X is chosen: now its square.
pub fn chosen(state: &mut ZxState, seat: Seat, choice: Choice) {
    let Choice::Target(id) = choice else {
        state.note(rules::STYLISH_HEADBUTT, |_| format!("{seat} moves no Z/X"));
        return;
    };
    let options = empty_normal_squares(state).into_iter().map(Choice::Square).collect();
    state.ask(seat, DecisionKind::Keyword(KwDecision::HeadbuttSquare(id)), options);
}

/// The Z/X moves to the chosen square and sleeps.
pub fn moved(state: &mut ZxState, id: ObjectId, choice: Choice) {
    let Choice::Square(to) = choice else { unreachable!("only squares are offered") };
    let Some(mut unit) = state.take_unit(id) else { return };
    unit.sleeping = true;
    let card = unit.card;
    state.squares[usize::from(to.0)].push(unit);
    state.note(rules::STYLISH_HEADBUTT, |s| format!("{} moves to {} and sleeps", s.name_of(&card), to.name()));
    // 604.3e: the battle's attacker or target that moved between squares is still it.
    if state.battle.is_some_and(|b| b.attacker == id || b.target == crate::state::Target::Unit(id)) {
        state.note(rules::TARGET_UNCHANGED, |_| {
            "it moved to another square, but the battle's target is unchanged".into()
        });
    }
}
