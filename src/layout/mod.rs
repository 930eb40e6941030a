//! Where things are drawn: screen geometry computed from the engines' geometry,
//! kept apart from the components so native tests can check it.

pub mod sahkku;
