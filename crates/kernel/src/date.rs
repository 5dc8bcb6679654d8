//! Dates as card rules write them, `YYYY-MM-DD`: when an erratum starts to apply, until when a
//! card may be used. A game reads the date of its event as input, never from a clock.

use serde::{Deserialize, Serialize};

/// A date as the rules write it, `YYYY-MM-DD`, kept as `YYYYMMDD` so that dates compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Date(pub u32);

impl TryFrom<String> for Date {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        let parts: Vec<&str> = text.split('-').collect();
        let bad = || format!("expected a date YYYY-MM-DD, found {text:?}");
        let [y, m, d] = parts.as_slice() else { return Err(bad()) };
        let (Ok(y), Ok(m), Ok(d)) = (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>()) else { return Err(bad()) };
        if y.to_string().len() != 4 || !(1..=12).contains(&m) || !(1..=days_in_month(y, m)).contains(&d) {
            return Err(format!("expected a calendar date YYYY-MM-DD, found {text:?}"));
        }
        Ok(Date(y * 10_000 + m * 100 + d))
    }
}

/// The days of month `m` (1 to 12) of year `y` in the Gregorian calendar.
fn days_in_month(y: u32, m: u32) -> u32 {
    match m {
        2 if y.is_multiple_of(4) && (!y.is_multiple_of(100) || y.is_multiple_of(400)) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl From<Date> for String {
    fn from(d: Date) -> String {
        format!("{:04}-{:02}-{:02}", d.0 / 10_000, d.0 / 100 % 100, d.0 % 100)
    }
}
