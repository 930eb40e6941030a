//! Translations.
