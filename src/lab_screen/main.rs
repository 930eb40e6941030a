//! The Lab's screen in a wasm module of its own (issue 38): the app's module loads it
//! when the Lab is first opened (src/app/lab/host.rs), so that the first load does not
//! carry it (36 KB gzip of the app's module on 2026-12-05). Built as the app is (the
//! release profile, for size); scripts/build.mjs builds it.

// Natively nothing calls the export; it builds so that the native lint reads it.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod exports {
    use sampo_sahkku::app::{mount_lab, MountedLab};
    use wasm_bindgen::prelude::*;

    /// The Lab as drawn into its element.
    #[wasm_bindgen]
    pub struct LabScreen(MountedLab);

    #[wasm_bindgen]
    impl LabScreen {
        /// Takes the Lab away (its runs stop).
        pub fn unmount(self) {
            self.0.unmount();
        }
    }

    /// Draws the Lab into `host` (`app::mount_lab`).
    #[wasm_bindgen]
    pub fn mount_lab_screen(
        host: web_sys::Element,
        lang: &str,
        messages: &str,
        shared: &str,
        on_back: js_sys::Function,
    ) -> LabScreen {
        LabScreen(mount_lab(host, lang, messages, shared, on_back))
    }
}

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("This is the Lab's module of the browser app: `make serve` builds it.");
}
