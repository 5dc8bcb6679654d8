//! Checks of a card's effects that the schema alone cannot make: parts of the language that
//! only make sense together (number modifiers, 15-15-5) or on some kinds of card. Each problem
//! names the field it is in.

use super::ast::{
    Ability, Action, Affects, Buff, CardFilter, CardKind, Condition, Cost, CostStep, Fact, Is, Query, Side, Target,
    Timing,
};

/// Why an effect is refused, and where in it (a suffix of its field, such as `.do[1]`).
pub struct Problem {
    /// The place inside the effect, appended to the effect's field.
    pub place: String,
    /// What is wrong.
    pub message: &'static str,
}

fn problem(place: impl Into<String>, message: &'static str) -> Problem {
    Problem { place: place.into(), message }
}

/// Checks one validated effect of a card of `kind`.
pub fn ability(ability: &Ability, kind: CardKind) -> Result<(), Problem> {
    match ability {
        Ability::Continuous(c) => {
            let modifier = c.buff.is_effect_rule();
            let of_effects =
                matches!(c.affects, Affects::YourEffects | Affects::OpponentsEffects | Affects::ThisEffects);
            if c.affects == Affects::ThisEffects && !matches!(c.buff, Buff::DeleteDpLimit(_)) {
                return Err(problem(".buff", "`this-effects` takes only `delete-dp-limit`"));
            }
            // A condition could make two Tamers' additions depend on each other without end.
            // A condition could make two cards' additions depend on each other without end.
            if matches!(c.buff, Buff::AlsoDigimon(_) | Buff::Level(_) | Buff::PlayCost(_))
                && (c.condition.is_some() || c.affects != Affects::This)
            {
                return Err(problem(
                    ".buff",
                    "`also-digimon`, `level` and `play-cost` go on `to = \"this\"` without an `if`",
                ));
            }
            // 15-12-1-3: a colour the card is also treated as having, while a condition holds; a
            // condition that asks colours could depend on this very addition without end.
            if matches!(c.buff, Buff::AlsoColor(_))
                && (c.affects != Affects::This || c.condition.as_ref().is_some_and(asks_colors))
            {
                return Err(problem(
                    ".buff",
                    "`also-color` goes on `to = \"this\"`, under an `if` that asks no colour",
                ));
            }
            // The continuous case (「…の間、「…」の効果を得る」) is not built: a granted effect is
            // found through the lasting effect that gave it.
            if matches!(c.buff, Buff::Effect(_)) {
                return Err(problem(".buff", "`effect` (a written effect gained) is given by a `give` action"));
            }
            if matches!(c.buff, Buff::Name(_) | Buff::Colors(_)) {
                return Err(problem(
                    ".buff",
                    "`name` and `colors` change information for a while: write them in a `give` action",
                ));
            }
            // 15-15-7: "+1000 DP for each …" scales a DP change; a count that read DP could
            // depend on the very change it scales.
            if let Some(per) = &c.per {
                if !matches!(c.buff, Buff::Dp(_)) {
                    return Err(problem(".per", "`per` scales a `dp` buff only"));
                }
                if per.queries().into_iter().any(reads_dp) {
                    return Err(problem(".per", "`per` may not read DP, which the effect changes"));
                }
            }
            if c.buff == Buff::IgnoreColorRequirement && (kind != CardKind::Option || c.affects != Affects::This) {
                return Err(problem(
                    ".buff",
                    "`ignore-color-requirement` goes on an Option card, with `to = \"this\"` (4-19)",
                ));
            }
            match (modifier, of_effects) {
                (true, false) => Err(problem(
                    ".to",
                    "`delete-dp-limit` and `memory-gain-only-by-tamers` change effects (15-15-5, 15-2): write `to = \"your-effects\"`, \"opponents-effects\" or \"this-effects\"",
                )),
                (false, true) => Err(problem(
                    ".buff",
                    "`your-effects` and `opponents-effects` take only `delete-dp-limit` or `memory-gain-only-by-tamers`",
                )),
                (true, true) | (false, false) => Ok(()),
            }
        }
        Ability::Triggered(t) => {
            // A cost reduction needs a declared procedure to reduce (8-1-2-5, 9-1-6, 10-1-2-3).
            let window = matches!(
                t.timing,
                Timing::DigimonWouldDigivolve
                    | Timing::WhenYouWouldUseOption
                    | Timing::WhenYourDigimonWouldLink
                    | Timing::WouldBePlayed
                    | Timing::WouldBeUsed
                    | Timing::WhenThisCardWouldDigivolve
            );
            // 8-1-3-1: only a Digimon card is digivolved from the hand.
            if t.has(Timing::WhenThisCardWouldDigivolve) && kind != CardKind::Digimon {
                return Err(problem(".when", "`when-this-card-would-digivolve` is a Digimon card's own window"));
            }
            // A card's own window opens for its own play or use only.
            let own = match kind {
                CardKind::Option => Timing::WouldBeUsed,
                CardKind::Digimon | CardKind::Tamer | CardKind::DigiEgg => Timing::WouldBePlayed,
            };
            let other = if own == Timing::WouldBeUsed { Timing::WouldBePlayed } else { Timing::WouldBeUsed };
            if t.has(other) {
                return Err(problem(
                    ".when",
                    "`would-be-played` is a Digimon's or Tamer's own window, `would-be-used` an Option's",
                ));
            }
            let replaces = t.actions.iter().any(|a| matches!(a, Action::TrashThisSourcesInstead));
            if replaces && t.timing != Timing::OtherOwnSourcesWouldBeTrashed {
                return Err(problem(
                    ".do",
                    "`trash-this-sources-instead` works only in an `other-own-sources-would-be-trashed` effect",
                ));
            }
            if !window && reduces_cost(&t.actions) {
                return Err(problem(
                    ".do",
                    "`reduce-cost` and `increase-cost` work only in a `when-your-digimon-would-digivolve`, \
                     `when-opponents-digimon-would-digivolve`, `when-you-would-use-option`, \
                     `when-your-digimon-would-link`, `would-be-played`, `would-be-used` or \
                     `when-this-card-would-digivolve` effect, or a `would-digivolve` event pattern",
                ));
            }
            let widens = t.actions.iter().any(|a| matches!(a, Action::MaterialsAlsoFrom(_)));
            // 1-3-11-4 counts this effect when the play is declared: it must surely apply then.
            if widens && (t.timing != Timing::WouldBePlayed || t.condition.is_some() || t.cost.is_some()) {
                return Err(problem(
                    ".do",
                    "`materials-also-from` belongs in a `would-be-played` effect with no `if` or `cost` (1-3-11-4)",
                ));
            }
            if let Some(c) = &t.cost {
                cost(c, kind, ".cost", false)?;
            }
            actions(&t.actions, kind, ".do")
        }
    }
}

fn reduces_cost(list: &[Action]) -> bool {
    list.iter().any(|a| match a {
        Action::ReduceCost(_) | Action::IncreaseCost(_) => true,
        Action::If { then, .. } | Action::AtEndOfTurn(then) | Action::AtEndOfBattle(then) => reduces_cost(then),
        Action::By(b) => reduces_cost(&b.then),
        Action::Replaceable(r) => reduces_cost(&r.normally) || reduces_cost(&r.instead),
        _ => false,
    })
}

fn actions(list: &[Action], kind: CardKind, field: &str) -> Result<(), Problem> {
    for (i, a) in list.iter().enumerate() {
        let place = format!("{field}[{i}]");
        match a {
            Action::Delete(t)
            | Action::Suspend(t)
            | Action::Unsuspend(t)
            | Action::ReturnToHand(t)
            | Action::ReturnToDeckBottom(t)
            | Action::DeDigivolve { target: t, .. }
            | Action::SwitchTarget(t) => target(t, kind, &place)?,
            Action::AttackWith(a)
                if a.attacker.side != Side::Own || a.attacker.pick == crate::cards::ast::Pick::All =>
            {
                return Err(problem(
                    format!("{place}.attack-with.attacker"),
                    "the attacker is one of your own Digimon: `side = \"own\"`, chosen or `pick = \"this\"`",
                ));
            }
            Action::AttackWith(a) => target(&a.attacker, kind, &place)?,
            Action::Give { buff: Buff::Colors(c), .. } if c.is_empty() => {
                return Err(problem(place, "expected at least one colour in `colors`"));
            }
            Action::Give { target: t, buff, .. } => {
                if buff.is_effect_rule() {
                    return Err(problem(
                        place,
                        "`delete-dp-limit` is a number modifier of effects (15-15-5): write it as a continuous effect",
                    ));
                }
                target(t, kind, &place)?;
            }
            Action::EachPlayerTrashesFromHand(0) => {
                return Err(problem(place, "expected each player to trash at least 1 card"));
            }
            Action::If { then, .. } => actions(then, kind, &format!("{place}.then"))?,
            Action::MaterialsAlsoFrom(_) if field != ".do" => {
                return Err(problem(place, "`materials-also-from` goes at the top of an effect's `do` (1-3-11-4)"));
            }
            Action::Replaceable(r) => {
                actions(&r.normally, kind, &format!("{place}.replaceable.do"))?;
                actions(&r.instead, kind, &format!("{place}.replaceable.instead"))?;
            }
            // 15-15-7-1: "per X" multiplies a number written in the action.
            Action::ForEach { action, .. } => {
                if action.times(1).is_none() {
                    return Err(problem(
                        format!("{place}.for-each.do"),
                        "expected an action with a number to multiply (draw, memory, recovery-from-deck, \
                         trash-opponents-security, trash-sources, or give with a dp buff)",
                    ));
                }
                actions(std::slice::from_ref(action), kind, &format!("{place}.for-each.do"))?;
            }
            Action::TrashSources { target: t, .. } => target(t, kind, &place)?,
            // "This Digimon's sources" needs a Digimon whose effect it is.
            Action::Play(p)
                if kind == CardKind::Option && p.from.any(|z| *z == crate::cards::ast::CardZone::Sources) =>
            {
                return Err(problem(
                    format!("{place}.play.from"),
                    "an Option card has no digivolution cards to play from",
                ));
            }
            Action::Digivolve(d) => target(&d.who, kind, &place)?,
            Action::Jogress(_) => {}
            Action::AddToHand(pick)
                if !matches!(
                    pick.from,
                    crate::cards::ast::PlaceFrom::Trash | crate::cards::ast::PlaceFrom::ThisSources
                ) =>
            {
                return Err(problem(
                    format!("{place}.add-to-hand.from"),
                    "add-to-hand takes cards from \"trash\" or \"this-sources\"",
                ));
            }
            Action::PlaceUnderThis(pick) if pick.from == crate::cards::ast::PlaceFrom::ThisSources => {
                return Err(problem(
                    format!("{place}.place-under-this.from"),
                    "place-under-this takes cards from \"hand\", \"trash\" or \"hand-or-trash\"",
                ));
            }
            // 「このカードを…置く」 names an Option card: the card whose effect it is.
            Action::PlaceOption(p) if p.from == crate::cards::ast::OptionFrom::This && kind != CardKind::Option => {
                return Err(problem(
                    format!("{place}.place-option.from"),
                    "only an Option card can place itself; take a card from \"hand\", \"trash\" or \"hand-or-trash\"",
                ));
            }
            Action::PlaceOption(p)
                if p.from == crate::cards::ast::OptionFrom::This
                    && (p.name_contains.is_some() || p.trait_is.is_some() || p.color.is_some()) =>
            {
                return Err(problem(
                    format!("{place}.place-option"),
                    "`name-contains`, `trait` and `color` choose among hand or trash cards, not for `from = \"this\"`",
                ));
            }
            Action::ChooseOne(c) => {
                if c.options.len() < 2 {
                    return Err(problem(
                        format!("{place}.choose-one.options"),
                        "expected at least two effects to choose from",
                    ));
                }
                for (i, o) in c.options.iter().enumerate() {
                    actions(o, kind, &format!("{place}.choose-one.options[{i}]"))?;
                }
            }
            Action::Look(l) if l.side == Side::Any => {
                return Err(problem(format!("{place}.look.side"), "expected \"own\" or \"opponent\""));
            }
            Action::Look(l) if l.take > 0 && l.side != Side::Own => {
                return Err(problem(
                    format!("{place}.look.take"),
                    "cards can be added to the hand only from your own zones (side = \"own\")",
                ));
            }
            Action::AtEndOfTurn(then) => actions(then, kind, &format!("{place}.at-end-of-turn"))?,
            Action::AtEndOfBattle(then) => actions(then, kind, &format!("{place}.at-end-of-battle"))?,
            Action::Play(_)
            | Action::Draw(_)
            | Action::Memory(_)
            | Action::SetMemory(_)
            | Action::RecoveryFromDeck(_)
            | Action::TrashOpponentsSecurity(_)
            | Action::ActivateMainEffect
            | Action::AddThisToHand
            | Action::ThisToSecurityBottom
            | Action::ThisToSecurityTopFaceUp
            | Action::PlayThisFree
            | Action::PreventDeletion
            | Action::PreventLeaving
            | Action::Forbid(_)
            | Action::ActivateEffect(_)
            | Action::Save
            | Action::MindLink
            | Action::Blitz
            | Action::Attack(_)
            | Action::PlayToken(_)
            | Action::RetargetToHighestActive
            | Action::AllianceBonus
            | Action::WinGame
            | Action::LoseGame
            | Action::TrainFaceDown
            | Action::BlastDigivolve
            | Action::BlastJogress
            | Action::MaterialSave(_)
            | Action::MaterialsAlsoFrom(_)
            | Action::PlayFromSources(_)
            | Action::RevealTop(_)
            | Action::EachPlayerTrashesFromHand(_)
            | Action::Look(_)
            | Action::AddToHand(_)
            | Action::ReduceCost(_)
            | Action::PlaceUnderThis(_)
            | Action::PlaceOption(_)
            | Action::TrashThisSourcesInstead
            | Action::IncreaseCost(_)
            | Action::ActivatePlacedWhenDigivolving
            | Action::DigivolveThis { .. }
            | Action::MoveFromBreeding => {}
            Action::PutUnder { target: t, onto } => {
                target(t, kind, &place)?;
                target(onto, kind, &place)?;
            }
            Action::By(b) => {
                cost(&b.cost, kind, &format!("{place}.cost"), true)?;
                actions(&b.then, kind, &format!("{place}.then"))?;
            }
            Action::Move(m) => card_move(m, kind, &place)?,
            Action::Reveal(r) => {
                use crate::cards::ast::Destination;
                match &r.to {
                    Destination::DeckTop | Destination::DeckShuffled => {
                        return Err(problem(
                            format!("{place}.reveal.to"),
                            "revealed cards come from the deck: take them to the hand, the trash, security, \
                             the deck bottom or under a 1体",
                        ));
                    }
                    Destination::Under { onto, .. } => stack_of(onto, kind, &format!("{place}.reveal.onto"))?,
                    Destination::Hand
                    | Destination::Trash
                    | Destination::DeckBottom
                    | Destination::SecurityTop(_)
                    | Destination::SecurityBottom => {}
                }
            }
            Action::Hatch => {}
        }
    }
    Ok(())
}

/// The steps of a cost: their targets, and for a cost in the middle of an effect (`by`), a step
/// that makes 1体 leave the area only last (its `then` waits for them to leave, 15-7-2).
fn cost(c: &Cost, kind: CardKind, field: &str, mid_effect: bool) -> Result<(), Problem> {
    for (i, step) in c.0.iter().enumerate() {
        let place = format!("{field}[{i}]");
        let leaves = matches!(
            step,
            CostStep::Delete(_)
                | CostStep::ReturnToHand(_)
                | CostStep::ReturnToDeckBottom(_)
                | CostStep::PutUnder { .. }
                | CostStep::DeleteTokenOrTrait
        );
        if mid_effect && leaves && i + 1 < c.0.len() {
            return Err(problem(place, "in a `by`, a step that removes a 1体 from the area comes last"));
        }
        match step {
            CostStep::Delete(t)
            | CostStep::Suspend(t)
            | CostStep::Unsuspend(t)
            | CostStep::ReturnToHand(t)
            | CostStep::ReturnToDeckBottom(t)
            | CostStep::PutUnder { target: t, .. } => target(t, kind, &place)?,
            CostStep::Move(m) => card_move(m, kind, &place)?,
            CostStep::SuspendThis
            | CostStep::TrashSources(_)
            | CostStep::TrashTopOfStack
            | CostStep::TrashThis
            | CostStep::DeleteTokenOrTrait
            | CostStep::Memory(_) => {}
        }
    }
    Ok(())
}

/// A move of cards, an action's or a cost step's: the 1体 whose stack it reads or fills.
fn card_move(m: &crate::cards::ast::MoveCards, kind: CardKind, place: &str) -> Result<(), Problem> {
    use crate::cards::ast::{Destination, Origin};
    if let Origin::Sources(of) | Origin::TopCard(of) = &m.from {
        stack_of(of, kind, &format!("{place}.move.of"))?;
    }
    if let Destination::Under { onto, .. } = &m.to {
        stack_of(onto, kind, &format!("{place}.move.onto"))?;
    }
    Ok(())
}

/// A 1体 whose stack a move reads or fills: "this" needs a card that is one.
fn stack_of(t: &Target, kind: CardKind, place: &str) -> Result<(), Problem> {
    if t.pick == crate::cards::ast::Pick::This && kind == CardKind::Option {
        return Err(problem(place, "an Option card is no 1体: name a target, not \"this\""));
    }
    target(t, kind, place)
}

fn target(t: &Target, kind: CardKind, place: &str) -> Result<(), Problem> {
    // A ranking picks among the objects meeting the rest of the target; under `any` or `not` it
    // would admit everything, or nothing.
    let ranks = |atoms: Vec<&Is>| atoms.into_iter().filter(|a| a.ranks()).count();
    if ranks(t.filter.atoms()) != ranks(t.required()) {
        return Err(problem(
            place,
            "write `lowest` and `highest` among the target's own keys, not under `any` or `not`",
        ));
    }
    let of_this = t.filter.atoms().contains(&&Is::MaxDpOfThis(true));
    if of_this && t.filter.atoms().iter().any(|a| matches!(a, Is::MaxDp(_))) {
        return Err(problem(place, "write one DP limit: `max-dp` or `max-dp-of-this`"));
    }
    // An Option's effects have no Digimon of their own to read the DP of.
    if of_this && kind == CardKind::Option {
        return Err(problem(place, "an Option card has no \"this Digimon\" for `max-dp-of-this`"));
    }
    Ok(())
}

/// Whether a condition asks any 1体's colours, in a filter of its facts or of its counts.
/// Whether a count reads DP: `dp-of`, or a filter on DP or on the lowest or highest of a stat.
fn reads_dp(q: &Query) -> bool {
    let asks = |f: &CardFilter| {
        f.atoms().into_iter().any(|a| {
            matches!(
                a,
                Is::Dp(_)
                    | Is::MaxDp(_)
                    | Is::MinDp(_)
                    | Is::MaxDpOfThis(_)
                    | Is::LowestDp(_)
                    | Is::Lowest(_)
                    | Is::Highest(_)
            )
        })
    };
    match q {
        Query::DpOf(_) => true,
        Query::Count(t) => asks(&t.filter) || t.total.is_some(),
        Query::Cards(c) => asks(&c.filter),
        Query::Memory
        | Query::Hand(_)
        | Query::Deck(_)
        | Query::Security(_)
        | Query::Trash(_)
        | Query::LevelOf(_)
        | Query::SourcesOf(_)
        | Query::PlayCostOf(_)
        | Query::EventCount => false,
    }
}

fn asks_colors(cond: &Condition) -> bool {
    let asks = |f: &CardFilter| f.atoms().into_iter().any(|a| matches!(a, Is::Color(_)));
    cond.atoms().into_iter().any(|fact| match fact {
        Fact::Have(t) => asks(&t.filter),
        Fact::This(f) | Fact::That(f) => asks(f),
        _ => false,
    }) || cond.queries().into_iter().any(|q| matches!(q, Query::Count(t) if asks(&t.filter)))
}
