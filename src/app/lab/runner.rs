//! Running thousands of games without freezing the page: the games are played in
//! slices of a few tens of milliseconds, and between slices the browser draws and
//! listens (the progress bar moves, Cancel works).

use crate::engine::sahkku::rules::FaceSet;
use crate::lab::sahkku::{SahkkuLab, SahkkuTally};
use crate::lab::sampo::{SampoLab, SampoTally};
use std::cell::RefCell;
use std::rc::Rc;
use yew::UseStateSetter;

/// How long one slice of games may hold the page.
const SLICE_MS: f64 = 40.0;
/// How often the charts are redrawn while games run.
const REDRAW_MS: f64 = 250.0;

pub enum Run {
    Sampo(Box<SampoLab>),
    Sahkku(Box<SahkkuLab>, FaceSet, bool),
}

/// The counts of one setting so far, for the charts.
#[derive(Clone, PartialEq)]
pub enum Tally {
    Sampo(Box<SampoTally>),
    /// The tally, the family's face set and whether it has queens.
    Sahkku(Box<SahkkuTally>, FaceSet, bool),
}

impl Run {
    fn run(&mut self, games: u64) {
        match self {
            Run::Sampo(lab) => lab.run(games),
            Run::Sahkku(lab, ..) => lab.run(games),
        }
    }

    fn tally(&self) -> Tally {
        match self {
            Run::Sampo(lab) => Tally::Sampo(Box::new(lab.tally.clone())),
            Run::Sahkku(lab, set, queens) => Tally::Sahkku(Box::new(lab.tally.clone()), *set, *queens),
        }
    }
}

/// What the screen shows about a run.
#[derive(Clone, PartialEq)]
pub struct Progress {
    pub done: u64,
    pub target: u64,
    pub elapsed_ms: f64,
    pub state: RunState,
    /// One tally per setting compared.
    pub tallies: Vec<Tally>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum RunState {
    Running,
    Finished,
    Cancelled,
}

impl Progress {
    /// Seconds still to wait, at the pace so far.
    pub fn seconds_left(&self) -> Option<f64> {
        (self.done > 0 && self.state == RunState::Running)
            .then(|| (self.target - self.done) as f64 * self.elapsed_ms / self.done as f64 / 1000.0)
    }
}

struct Job {
    runs: Vec<Run>,
    target: u64,
    done: u64,
    started: f64,
    last_drawn: f64,
    /// Measured cost of one game (of every setting), to size the next batch.
    ms_per_game: f64,
}

/// The job in progress. Each job has a number; a slice whose job was replaced or
/// cancelled finds another number (or none) and stops.
#[derive(Default)]
pub struct Runner {
    job: Option<Job>,
    number: u32,
}

pub type Shared = Rc<RefCell<Runner>>;

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map(|p| p.now()).unwrap_or(0.0)
}

impl Job {
    fn progress(&self, state: RunState) -> Progress {
        Progress {
            done: self.done,
            target: self.target,
            elapsed_ms: now_ms() - self.started,
            state,
            tallies: self.runs.iter().map(Run::tally).collect(),
        }
    }
}

/// Starts `target` games of each setting in `runs`, replacing any job in progress.
pub fn start(shared: &Shared, runs: Vec<Run>, target: u64, show: UseStateSetter<Option<Progress>>) {
    let began = now_ms();
    let job = Job { runs, target, done: 0, started: began, last_drawn: began, ms_per_game: 0.05 };
    show.set(Some(job.progress(RunState::Running)));
    let number = {
        let mut r = shared.borrow_mut();
        r.number = r.number.wrapping_add(1);
        r.job = Some(job);
        r.number
    };
    let shared = shared.clone();
    wasm_bindgen_futures::spawn_local(async move {
        loop {
            next_turn_of_the_event_loop().await;
            if !slice(&shared, number, &show) {
                break;
            }
        }
    });
}

/// Stops the job and shows what it had counted.
pub fn cancel(shared: &Shared, show: &UseStateSetter<Option<Progress>>) {
    if let Some(job) = shared.borrow_mut().job.take() {
        show.set(Some(job.progress(RunState::Cancelled)));
    }
}

/// Stops without showing anything: the screen is going away.
pub fn stop(shared: &Shared) {
    shared.borrow_mut().job = None;
}

/// Lets the browser draw and handle input: a promise resolved by a zero timeout.
async fn next_turn_of_the_event_loop() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Plays games for about `SLICE_MS`; false when the job is over or gone.
fn slice(shared: &Shared, number: u32, show: &UseStateSetter<Option<Progress>>) -> bool {
    let mut r = shared.borrow_mut();
    if r.number != number {
        return false;
    }
    let Some(job) = r.job.as_mut() else { return false };
    let began = now_ms();
    while job.done < job.target {
        // Batches of about 5 ms keep the slice close to its length.
        let batch = ((5.0 / job.ms_per_game) as u64).clamp(1, job.target - job.done);
        let t0 = now_ms();
        for run in &mut job.runs {
            run.run(batch);
        }
        job.done += batch;
        job.ms_per_game = ((now_ms() - t0) / batch as f64).max(1e-4);
        if now_ms() - began >= SLICE_MS {
            break;
        }
    }
    let t = now_ms();
    if job.done >= job.target {
        show.set(Some(job.progress(RunState::Finished)));
        r.job = None;
        return false;
    }
    if t - job.last_drawn >= REDRAW_MS {
        job.last_drawn = t;
        show.set(Some(job.progress(RunState::Running)));
    }
    true
}
