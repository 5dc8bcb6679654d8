//! キーワード能力 (1100): each keyword ability written once as rules, one small module each,
//! and named on cards as data ([`crate::cards::Keyword`]).

pub mod color_break;
pub mod flow;
pub mod gravity_assist;
pub mod overdrive;
pub mod raid;
pub mod renkei;
pub mod start_resource;
