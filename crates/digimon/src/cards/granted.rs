//! 「「…」の効果を得る」 (gains an effect written in quotes): a triggered effect that a `give`
//! action gives a Digimon for a while. The Digimon holds it as its own effect (it triggers and
//! activates as that Digimon's, with "this Digimon" meaning the holder) while the duration lasts,
//! and loses it when it leaves the battle area, since what was given was given to that 1体
//! (15-11-1-2). An unaffected Digimon does not hold what the opponent gives it (15-15-6-4).

use super::ast::{Ability, Action, Triggered};
use super::def::{CardDef, CardIdx};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::Arc;

/// A written triggered effect to be given, and, once given, which card's text it comes from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Granted {
    /// The effect, as the quotes write it.
    pub effect: Arc<Triggered>,
    /// Where its text is: set when it is given, so that a pending run can find it again.
    pub from: Option<GrantSource>,
}

/// The card whose text writes a granted effect, and which of its granted effects it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GrantSource {
    /// The giving card's definition.
    pub giver: CardIdx,
    /// Its place among the effects that card's text gives ([`each`]).
    pub nth: u8,
}

/// The effects a card's text gives, in text order: the card's own effects, then its
/// inherited and link effects, each searched through its actions.
pub fn each(def: &CardDef) -> Vec<&Triggered> {
    let mut out = Vec::new();
    let link = def.link.as_ref().map_or(&[][..], |l| &l.effects[..]);
    for ability in def.effects.iter().chain(&def.inherited).chain(link) {
        if let Ability::Triggered(t) = ability {
            in_actions(&t.actions, &mut out);
        }
    }
    out
}

fn in_actions<'a>(list: &'a [Action], out: &mut Vec<&'a Triggered>) {
    for action in list {
        match action {
            Action::Give { buff: super::ast::Buff::Effect(g), .. } => out.push(&g.effect),
            Action::If { then, .. } | Action::AtEndOfTurn(then) | Action::AtEndOfBattle(then) => in_actions(then, out),
            Action::Replaceable(r) => {
                in_actions(&r.normally, out);
                in_actions(&r.instead, out);
            }
            Action::ChooseOne(c) => c.options.iter().for_each(|o| in_actions(o, out)),
            Action::ForEach { action, .. } => in_actions(std::slice::from_ref(action), out),
            _ => {}
        }
    }
}

/// In a card file a granted effect is written as an effect of the card is (`when`, `if`, `do`
/// …). A saved game writes it as the engine holds it, under `granted`, with where it came from.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct Held {
    granted: Triggered,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    from: Option<GrantSource>,
}

impl Serialize for Granted {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Held { granted: (*self.effect).clone(), from: self.from }.serialize(serializer)
    }
}

/// Either spelling; a saved game's first, since a card file's never has `granted`.
#[derive(Deserialize)]
#[serde(untagged)]
enum Written {
    Held(Held),
    File(toml::Value),
}

impl<'de> Deserialize<'de> for Granted {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Written::deserialize(deserializer)? {
            Written::Held(held) => Ok(Granted { effect: Arc::new(held.granted), from: held.from }),
            Written::File(value) => {
                let effect = super::load::granted_effect(value).map_err(D::Error::custom)?;
                Ok(Granted { effect: Arc::new(effect), from: None })
            }
        }
    }
}
