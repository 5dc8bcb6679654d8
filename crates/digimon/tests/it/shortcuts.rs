//! The shortcuts the engine takes for speed answer what a full reading answers. Seeded random
//! playouts over the demo decks; at every decision, for every 1体 in a battle area: trigger
//! collection through the cards' timing sets finds the effects a plain read of every effect box
//! and keyword finds, at every timing, and passes over no 1体 that has one; the keywords of one
//! timing are those of all keywords with it; `has_buff` and `has_keyword` agree with reading
//! every modification; `surely_not_zero_dp` is never wrong; every 1体's remembered summary of
//! its cards, each battle area's remembered list of continuous effects and what the lasting
//! effects can give are what reading them now gives; every zone-icon effect in play has a
//! timing the state collects zone effects at, and a card with link information in play is known
//! to the state; when the settle's shortcut finds nothing to do, no timestamp is stale, no
//! Digimon has 0 DP and nothing is to be trashed by rule check. The name search answers what
//! `str::contains` answers.

use super::invariants::demo;
use fuda_digimon::DigimonGame;
use fuda_digimon::cards::ast::{Ability, Buff, EffectZone, Keyword, Timing};
use fuda_digimon::query::{self, Field};
use fuda_digimon::setup::new_game;
use fuda_digimon::state::{AbilityRef, CardsSummary, DigimonState, Unit};
use fuda_digimon::triggers;
use fuda_digimon::{resolve, rule_check};
use fuda_kernel::{Game, GameRng, ObjectId, Seat};

/// Every timing: `Security` is the last, so the list is complete while its length matches.
const TIMINGS: [Timing; 52] = [
    Timing::OnPlay,
    Timing::WhenDigivolving,
    Timing::OnDeletion,
    Timing::WhenAttacking,
    Timing::EndOfAttack,
    Timing::StartOfYourTurn,
    Timing::StartOfOpponentsTurn,
    Timing::EndOfYourTurn,
    Timing::EndOfOpponentsTurn,
    Timing::StartOfYourMainPhase,
    Timing::WhenMoving,
    Timing::WhenYourSecurityDecreases,
    Timing::WhenOpponentsDigimonPlayed,
    Timing::TrashedFromHandByYourEffect,
    Timing::WhenYourSecurityIncreases,
    Timing::WouldBePlayed,
    Timing::WhenLinking,
    Timing::Counter,
    Timing::WouldBeDeleted,
    Timing::WouldLeave,
    Timing::OtherOwnWouldBeDeleted,
    Timing::WhenOpponentsDigimonDeleted,
    Timing::WhenOtherOwnDigimonPlayedByEffect,
    Timing::WhenYouWouldUseOption,
    Timing::WhenYourDigimonWouldLink,
    Timing::WhenYourEffectAddsSources,
    Timing::OtherOwnSourcesWouldBeTrashed,
    Timing::WhenCardPlacedInYourTrash,
    Timing::WhenYourTrashIncreases,
    Timing::DigimonPlayed,
    Timing::DigimonAttacks,
    Timing::DigimonSuspended,
    Timing::DigimonDigivolved,
    Timing::SecurityDecreases,
    Timing::Main,
    Timing::Security,
    Timing::WouldBeUsed,
    Timing::DigimonWouldDigivolve,
    Timing::DigimonWouldLeave,
    Timing::DigimonWouldBeDeleted,
    Timing::DigimonDeleted,
    Timing::DeletesInBattle,
    Timing::CardsTrashed,
    Timing::AddedToHand,
    Timing::TargetSwitched,
    Timing::OptionUsed,
    Timing::DigimonLinked,
    Timing::DigimonUnsuspended,
    Timing::ChecksSecurity,
    Timing::SourcesAdded,
    Timing::MovedFromBreeding,
    Timing::WhenThisCardWouldDigivolve,
];

/// The prohibitions, permissions and keywords asked of every 1体.
fn probes() -> Vec<Buff> {
    vec![
        Buff::CannotAttack,
        Buff::CannotBlock,
        Buff::CanAttackActive,
        Buff::CannotBeAttacked,
        Buff::CannotBeSuspended,
        Buff::Unaffected,
        Buff::Keyword(Keyword::Blocker),
        Buff::Keyword(Keyword::Rush),
        Buff::Keyword(Keyword::Piercing),
        Buff::Keyword(Keyword::Reboot),
    ]
}

/// Every effect of the 1体 with this timing, read from every effect box and keyword in order,
/// with no timing set consulted.
fn read_in_full(
    state: &DigimonState,
    unit: &Unit,
    keywords: &[Keyword],
    timing: Timing,
) -> Vec<(ObjectId, AbilityRef)> {
    let mut out = Vec::new();
    let mut boxes = |card: &fuda_digimon::state::Card, inherited: bool| {
        let def = state.def(card);
        let list = if inherited { &def.inherited } else { &def.effects };
        for (i, a) in list.iter().enumerate() {
            if let Ability::Triggered(t) = a {
                if t.zone == EffectZone::Area && t.has(timing) {
                    let index = u8::try_from(i).expect("few effects");
                    out.push((card.id, AbilityRef::Printed { index, inherited }));
                }
            }
        }
    };
    boxes(unit.top(), false);
    for source in unit.open_sources() {
        boxes(source, true);
    }
    for link in unit.links() {
        for (i, a) in state.def(link).link.iter().flat_map(|l| l.effects.iter()).enumerate() {
            if matches!(a, Ability::Triggered(t) if t.has(timing)) {
                out.push((link.id, AbilityRef::Link { index: u8::try_from(i).expect("few effects") }));
            }
        }
    }
    for (i, k) in keywords.iter().enumerate() {
        if k.ability().is_some_and(|t| t.timing == timing) {
            let nth = u8::try_from(keywords[..i].iter().filter(|o| *o == k).count()).expect("few keywords");
            out.push((unit.top().id, AbilityRef::Keyword { keyword: *k, nth }));
        }
    }
    // Written effects given to it (cards::granted), held by its top card.
    if let Some((seat, _)) = state.battle_unit(unit.id) {
        fuda_digimon::query::granted::each(state, seat, unit, |source, t| {
            if t.has(timing) {
                out.push((unit.top().id, AbilityRef::Granted(source)));
            }
        });
    }
    out
}

/// Checks every shortcut at this state; returns whether the settle's own shortcut said it had
/// nothing to do.
fn check(state: &DigimonState, at: &str) -> bool {
    let field = Field::new(state);
    let given = query::Gives::of(state.lasting.iter().map(|e| &e.buff));
    assert_eq!(state.lasting.gives(), given, "{at}: what the lasting effects can give is current");
    for seat in [Seat(0), Seat(1)] {
        let p = state.player(seat);
        let remembered = p.area_effects(&state.db);
        assert_eq!(remembered, &query::area_effects(&state.db, p.battle()), "{at}: {seat}'s area effects are current");
        for unit in state.player(seat).battle() {
            let summary = unit.summary(&state.db);
            assert_eq!(summary, &CardsSummary::of(&state.db, unit), "{at}: the summary of {:?} is current", unit.id);
            let all = field.keywords(seat, unit);
            for timing in TIMINGS {
                let of_timing = field.keywords_at(seat, unit, timing);
                let expected: Vec<Keyword> = all.iter().copied().filter(|k| k.timing() == Some(timing)).collect();
                assert_eq!(of_timing.as_slice(), expected.as_slice(), "{at}: keywords at {timing:?}");
                let mut found = Vec::new();
                triggers::each_ability(state, unit, &of_timing, timing, |card, ability, _| {
                    found.push((card.id, ability));
                });
                assert_eq!(found, read_in_full(state, unit, &all, timing), "{at}: effects at {timing:?}");
                assert!(
                    found.is_empty() || triggers::may_have_at(&field, unit, timing),
                    "{at}: a 1体 with effects at {timing:?} is not passed over"
                );
            }
            for probe in probes() {
                let mut read = false;
                field.for_each_buff(seat, unit, |b| read |= *b == probe);
                assert_eq!(field.has_buff(seat, unit, &probe), read, "{at}: has {probe:?}");
            }
            // Its own keywords, the probes', and keywords with a number no card prints, which a
            // 1体 printing the same keyword with another number does not have.
            let mut keywords: Vec<Keyword> = all.to_vec();
            keywords.extend(probes().into_iter().filter_map(|b| if let Buff::Keyword(k) = b { Some(k) } else { None }));
            keywords.extend([
                Keyword::SecurityAttack(9),
                Keyword::Fragment(9),
                Keyword::LinkPlus(9),
                Keyword::Digisorption(9),
                Keyword::MaterialSave(9),
            ]);
            for k in keywords {
                let mut read = false;
                field.for_each_buff(seat, unit, |b| read |= *b == Buff::Keyword(k));
                assert_eq!(field.has_keyword(seat, unit, k), read, "{at}: has keyword {k:?}");
            }
            if field.surely_not_zero_dp(seat, unit) {
                assert_ne!(field.dp(seat, unit), Some(0), "{at}: a 1体 said not to have 0 DP has none");
            }
            if field.surely_no_zero_dp() {
                assert!(field.surely_not_zero_dp(seat, unit), "{at}: the areas say no 1体 can have 0 DP");
            }
        }
        let p = state.player(seat);
        let in_zones = p.hand.iter().chain(&p.trash).chain(&p.security).chain(p.breeding.as_ref().map(Unit::top));
        let linkable = p.hand.iter().chain(p.battle().iter().map(Unit::top));
        for card in linkable {
            if state.def(card).link.is_some() {
                assert!(state.cards_can.link, "{at}: a card with link information is in play");
            }
        }
        for card in in_zones {
            for a in &state.def(card).effects {
                if let Ability::Triggered(t) = a {
                    if t.zone != EffectZone::Area {
                        assert!(
                            state.cards_can.zone_timings.contains(t.timing),
                            "{at}: zone effects at {:?} are collected",
                            t.timing
                        );
                    }
                }
            }
        }
    }
    let quiet = resolve::nothing_to_settle(state);
    if quiet {
        assert!(state.continuous_since.is_current(field.active_keys()), "{at}: no timestamp to refresh");
        assert!(!rule_check::may_trash(&field), "{at}: nothing to trash by rule check");
        for seat in [Seat(0), Seat(1)] {
            for unit in state.player(seat).battle().iter().filter(|u| query::is_digimon(state, u)) {
                assert_ne!(field.dp(seat, unit), Some(0), "{at}: a settle with nothing to do has no 0 DP Digimon");
            }
        }
    }
    quiet
}

#[test]
fn the_timing_list_is_complete() {
    let mut listed: Vec<u32> = TIMINGS.iter().map(|t| *t as u32).collect();
    listed.sort_unstable();
    listed.dedup();
    assert_eq!(listed, (0..=Timing::WhenThisCardWouldDigivolve as u32).collect::<Vec<_>>(), "every timing once");
}

#[test]
fn shortcuts_answer_what_a_full_reading_answers() {
    let (db, decks) = demo();
    let mut checked = 0usize;
    let mut quiet = 0usize;
    for seed in 0..60u64 {
        let i = seed as usize;
        let pair = [&decks[i % decks.len()], &decks[(i + 3) % decks.len()]];
        let mut game = DigimonGame { state: new_game(db.clone(), pair, seed).expect("legal demo decks") };
        game.set_logging(false);
        let mut rng = GameRng::new(seed ^ 0x5eed);
        let mut answers = 0;
        while game.decider().is_some() {
            quiet += usize::from(check(&game.state, &format!("seed {seed}, answer {answers}")));
            checked += game.state.players.iter().map(|p| p.battle().len()).sum::<usize>();
            let n = game.option_count();
            game.answer(game.decider().expect("a decision is pending"), rng.below(n))
                .expect("offered options are accepted");
            answers += 1;
        }
    }
    assert!(checked > 10_000, "enough 1体 were checked: {checked}");
    assert!(quiet > 1_000, "the settle's shortcut was taken often enough to be checked: {quiet}");
}

proptest::proptest! {
    /// `contains_text` answers what `str::contains` does, on names of letters, kana and
    /// symbols, the text taken from the name or made up.
    #[test]
    fn name_search_is_str_contains(
        name in "[a-zアグモンー・ 2]{0,12}",
        made_up in "[a-zアグモンー・ 2]{0,4}",
        from in 0usize..13,
        len in 0usize..6,
        take_from_name in proptest::bool::ANY,
    ) {
        let chars: Vec<char> = name.chars().collect();
        let text: String = if take_from_name {
            chars.iter().skip(from).take(len).collect()
        } else {
            made_up
        };
        proptest::prop_assert_eq!(fuda_digimon::cards::def::contains_text(&name, &text), name.contains(&text));
    }
}
