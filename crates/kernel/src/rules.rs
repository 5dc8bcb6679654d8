//! Rule indexes: every game keeps one, a list of the rule numbers of its comprehensive rules that
//! the engine implements, each with a short English title. Log lines and scenarios cite these
//! numbers, and each game tests that every number it cites is indexed.

/// One indexed rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The number as the rulebook writes it.
    pub number: &'static str,
    /// A short English title.
    pub title: &'static str,
}

/// Declares a game's rule index: one constant per rule and `INDEX`, every rule in rulebook order.
///
/// ```
/// fuda_kernel::rule_index! {
///     TWO_PLAYERS = "102.1", "The game is played by two players";
/// }
/// assert_eq!(INDEX[0].number, TWO_PLAYERS.number);
/// ```
#[macro_export]
macro_rules! rule_index {
    ($($name:ident = $number:literal, $title:literal;)*) => {
        $(
            #[doc = concat!("Rule ", $number, ": ", $title, ".")]
            pub const $name: $crate::rules::Rule = $crate::rules::Rule { number: $number, title: $title };
        )*
        /// Every indexed rule, in rulebook order.
        pub const INDEX: &[$crate::rules::Rule] = &[$($name),*];
    };
}
