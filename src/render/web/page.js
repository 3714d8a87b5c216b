// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Shows a run step by step. Everything it shows was written by the exporter: the tree's elements
// say from which step they are drawn and returned, the data has each step's narration, each
// call's line in the call stack, the memo table's entries and the quiz's questions. The script
// looks them up, steps as the studio does (the same keys), pans and zooms, and keeps the step
// in the address (#step=12).
(function () {
  'use strict';

  const data = JSON.parse(document.getElementById('gt-data').textContent);
  const ui = data.ui;
  const lastStep = data.lastStep;
  const steps = data.steps;
  const calls = data.calls;
  const memo = data.memo;
  const quiz = data.quiz;
  const byId = (id) => document.getElementById(id);
  // "%1 of %2" with numbers: one pass, so nothing put in is read as a placeholder again.
  const format = (template, ...values) => template.replace(/%(\d)/g, (m, i) => (values[i - 1] !== undefined ? values[i - 1] : m));
  const count = (n) => n.toLocaleString(data.lang);

  // Step k has happened when the first k events have; event k - 1 brought the run there.
  const callOfEvent = (event) => steps.event[event] >> 1;
  const isReturn = (event) => (steps.event[event] & 1) === 1;
  const stepAfterReturn = new Array(calls.parent.length).fill(lastStep);
  steps.event.forEach((code, event) => {
    if (code & 1) stepAfterReturn[code >> 1] = event + 1;
  });
  // The call running at a step: the one just entered, or the caller of the one just returned.
  const currentCall = (step) => (isReturn(step - 1) ? calls.parent[callOfEvent(step - 1)] : callOfEvent(step - 1));

  // verdict: the last answer's ({ right, text }), shown until the student steps elsewhere.
  const state = { step: 1, timer: 0, quizOn: !!data.quizOn, answered: new Set(), right: 0, asked: 0, verdict: null };

  // ---- the tree ----
  const svg = byId('tree-svg');
  const stepped = Array.from(svg.querySelectorAll('[data-shown]'), (el) => ({
    el,
    shown: Number(el.dataset.shown),
    returned: el.dataset.returned ? Number(el.dataset.returned) : 0,
    isShown: null,
    isReturned: null,
  }));
  const nodeOfCall = new Map();
  svg.querySelectorAll('[data-call]').forEach((el) => nodeOfCall.set(Number(el.dataset.call), el));
  let ringed = null;

  function showTree(step) {
    for (const item of stepped) {
      const shown = step >= item.shown;
      if (shown !== item.isShown) item.el.classList.toggle('shown', (item.isShown = shown));
      if (!item.returned) continue;
      const returned = step >= item.returned;
      if (returned !== item.isReturned) item.el.classList.toggle('returned', (item.isReturned = returned));
    }
    const node = nodeOfCall.get(currentCall(step)) || null;
    if (node === ringed) return;
    if (ringed) ringed.classList.remove('current');
    if (node) node.classList.add('current');
    ringed = node;
  }

  // ---- pan and zoom: the view is a centre and a scale (pixels per unit of the picture) ----
  const treeBox = byId('tree');
  const base = svg.viewBox.baseVal;
  const bounds = { x: base.x, y: base.y, width: base.width, height: base.height };
  const labelPoints = 9.5; // node text in units of the picture
  let view = null;

  // Beside the tree, or below it when that shows the tree much larger (a wide tree on a tall screen).
  function chooseLayout() {
    const main = treeBox.parentElement.getBoundingClientRect();
    const beside = Math.min((main.width - Math.max(320, 0.32 * main.width)) / bounds.width, main.height / bounds.height);
    const below = main.height >= 500 ? Math.min(main.width / bounds.width, (0.68 * main.height) / bounds.height) : 0;
    document.body.classList.toggle('panels-below', below > 1.15 * beside);
  }
  function fitScale() {
    return Math.min(treeBox.clientWidth / bounds.width, treeBox.clientHeight / bounds.height);
  }
  function applyView() {
    const w = treeBox.clientWidth / view.scale;
    const h = treeBox.clientHeight / view.scale;
    svg.setAttribute('viewBox', `${view.x - w / 2} ${view.y - h / 2} ${w} ${h}`);
  }
  function fitView() {
    view = { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2, scale: fitScale() };
    applyView();
  }
  function zoomAt(factor, px, py) {
    const x = view.x + (px - treeBox.clientWidth / 2) / view.scale;
    const y = view.y + (py - treeBox.clientHeight / 2) / view.scale;
    const scale = Math.min(Math.max(view.scale * factor, fitScale() / 4), 10);
    view = { x: x - (px - treeBox.clientWidth / 2) / scale, y: y - (py - treeBox.clientHeight / 2) / scale, scale };
    applyView();
  }
  function zoomCentre(factor) {
    zoomAt(factor, treeBox.clientWidth / 2, treeBox.clientHeight / 2);
  }
  function pan(dx, dy) {
    view.x -= dx / view.scale;
    view.y -= dy / view.scale;
    applyView();
  }
  function ringBox(node) {
    const ring = node.querySelector('.ring');
    return ring ? { x: ring.x.baseVal.value, y: ring.y.baseVal.value, w: ring.width.baseVal.value, h: ring.height.baseVal.value } : null;
  }
  // Brings the current call into view when a step leaves it outside, as the studio does.
  function keepInView(node) {
    const box = node && ringBox(node);
    if (!box) return;
    const w = treeBox.clientWidth / view.scale;
    const h = treeBox.clientHeight / view.scale;
    const inside = box.x >= view.x - w / 2 && box.x + box.w <= view.x + w / 2 && box.y >= view.y - h / 2 && box.y + box.h <= view.y + h / 2;
    if (inside) return;
    view.x = box.x + box.w / 2;
    view.y = box.y + box.h / 2;
    applyView();
  }
  // The whole tree, unless its text would be too small to read: then readable, showing the way
  // from the root to the current call, or as much of its end as fits.
  function firstView() {
    fitView();
    // Pixels of node text: a phone is held closer, but its pixels are smaller (the page's CSS
    // switches at the same sizes).
    const phone = matchMedia('(max-height: 560px), (max-width: 760px)').matches;
    if (view.scale * labelPoints >= (phone ? 12 : 9)) return;
    view.scale = 12 / labelPoints;
    const boxes = [];
    for (let c = Math.max(currentCall(state.step), 0); c >= 0; c = calls.parent[c]) {
      const box = nodeOfCall.has(c) && ringBox(nodeOfCall.get(c));
      if (box) boxes.push(box);
    }
    if (!boxes.length) return applyView();
    const w = treeBox.clientWidth / view.scale;
    const h = treeBox.clientHeight / view.scale;
    const left = Math.min(...boxes.map((b) => b.x));
    const right = Math.max(...boxes.map((b) => b.x + b.w));
    const top = Math.min(...boxes.map((b) => b.y));
    const current = boxes[0];
    view.x = right - left <= w ? (left + right) / 2 : current.x + current.w / 2;
    view.y = current.y + current.h - top <= h ? (top + current.y + current.h) / 2 : current.y + current.h / 2 - h * 0.2;
    applyView();
  }

  const pointers = new Map();
  treeBox.addEventListener('pointerdown', (e) => {
    if (e.target.closest('button')) return;
    treeBox.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  });
  treeBox.addEventListener('pointermove', (e) => {
    const before = pointers.get(e.pointerId);
    if (!before) return;
    const now = { x: e.clientX, y: e.clientY };
    if (pointers.size === 1) {
      pan(now.x - before.x, now.y - before.y);
    } else {
      const other = Array.from(pointers.entries()).find(([id]) => id !== e.pointerId)[1];
      const rect = treeBox.getBoundingClientRect();
      const was = Math.hypot(before.x - other.x, before.y - other.y);
      const is = Math.hypot(now.x - other.x, now.y - other.y);
      if (was > 0) zoomAt(is / was, (now.x + other.x) / 2 - rect.left, (now.y + other.y) / 2 - rect.top);
    }
    pointers.set(e.pointerId, now);
  });
  for (const type of ['pointerup', 'pointercancel']) treeBox.addEventListener(type, (e) => pointers.delete(e.pointerId));
  treeBox.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      const rect = treeBox.getBoundingClientRect();
      zoomAt(Math.exp(-e.deltaY * 0.0015), e.clientX - rect.left, e.clientY - rect.top);
    },
    { passive: false }
  );
  byId('zoom-in').addEventListener('click', () => zoomCentre(1.25));
  byId('zoom-out').addEventListener('click', () => zoomCentre(0.8));
  byId('zoom-fit').addEventListener('click', fitView);
  new ResizeObserver(() => view && applyView()).observe(treeBox);
  window.addEventListener('resize', () => {
    fitControls();
    const was = document.body.className;
    chooseLayout();
    if (document.body.className !== was) fitView();
  });

  // ---- the panels ----
  const maxStackRows = 300;
  function showStack(step) {
    const frames = [];
    for (let c = currentCall(step); c >= 0; c = calls.parent[c]) frames.push(c);
    frames.reverse();
    const rows = [];
    const hiddenFrom = 1;
    const shownFrom = frames.length - (maxStackRows - 2);
    frames.forEach((c, i) => {
      if (frames.length > maxStackRows && i >= hiddenFrom && i < shownFrom) {
        if (i === hiddenFrom) rows.push([format(ui.stackMore, count(shownFrom - hiddenFrom)), '', 'more']);
        return;
      }
      const next = frames[i + 1];
      rows.push([calls.frame[c], next === undefined ? ui.running : calls.trying[next], next === undefined ? 'running' : '']);
    });
    if (!rows.length) rows.push([ui.stackEmpty, '', 'more']);
    byId('stack').replaceChildren(
      ...rows.map(([frame, doing, cls]) => {
        const li = document.createElement('li');
        const what = document.createElement('span');
        what.className = 'doing';
        what.textContent = doing;
        li.append(frame + '   ', what);
        if (cls) li.className = cls;
        return li;
      })
    );
  }

  const memoBody = byId('memo').tBodies[0];
  const memoRowOfCall = new Map();
  if (memo) memo.call.forEach((c, i) => memoRowOfCall.set(c, i));
  let memoRead = null;
  function storedBy(step) {
    let low = 0;
    let high = memo.step.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (memo.step[mid] <= step) low = mid + 1;
      else high = mid;
    }
    return low;
  }
  function memoRow(i) {
    const tr = document.createElement('tr');
    for (const text of [count(i + 1), memo.state[i], memo.value[i], '#' + memo.call[i]]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.appendChild(td);
    }
    return tr;
  }
  function showMemo(step) {
    if (!memo) {
      byId('memo').hidden = true;
      byId('memo-note').textContent = ui.memoOff;
      return;
    }
    const stored = storedBy(step);
    while (memoBody.rows.length > stored) memoBody.deleteRow(-1);
    while (memoBody.rows.length < stored) memoBody.appendChild(memoRow(memoBody.rows.length));
    byId('memo-note').textContent = stored ? '' : ui.memoEmpty;
    const event = step - 1;
    const origin = isReturn(event) ? memo.reads[callOfEvent(event)] : -1;
    const row = origin >= 0 && memoRowOfCall.has(origin) ? memoBody.rows[memoRowOfCall.get(origin)] : null;
    if (row === memoRead) return;
    if (memoRead) memoRead.classList.remove('read');
    if (row) row.classList.add('read');
    memoRead = row;
    if (row) scrollIntoPanel(row);
  }

  // The DP table: drawn as the run ends; the cells stored after the step are emptied ('later'),
  // the running call's cell ringed ('now').
  const dp = data.dp;
  let dpStored = 0;
  let dpNow = null;
  const dpCell = (state) => (state >= 0 ? byId('cell-' + state) : null);
  const dpCells = document.querySelectorAll('#dp-table .cell').length;
  // Cells filled by the first k stores (a state stored again fills nothing new).
  const dpFilled = [0];
  if (dp) dp.entryState.forEach((state, i) => dpFilled.push(dpFilled[i] + (state >= 0 ? 1 : 0)));
  function markStored(entry, later) {
    const cell = dpCell(dp.entryState[entry]);
    if (cell) cell.classList.toggle('later', later);
  }
  if (dp) {
    const table = document.querySelector('#dp-table svg');
    if (table) { // its own size in points: a table wider than its panel scrolls, never shrinks to unreadable
      table.style.width = table.getAttribute('width');
      table.style.height = table.getAttribute('height');
    }
    dpStored = dp.entryState.length;
    for (let i = 0; i < dpStored; i++) markStored(i, true);
    dpStored = 0;
    if (!memo) byId('dp-note').textContent = ui.memoOff;
  } else {
    byId('tab-dp').hidden = true;
  }
  function showTable(step) {
    if (!dp) return;
    const stored = memo ? storedBy(step) : 0;
    for (let i = stored; i < dpStored; i++) markStored(i, true);
    for (let i = dpStored; i < stored; i++) markStored(i, false);
    dpStored = stored;
    if (memo) byId('dp-note').textContent = format(ui.dpNote, count(dpFilled[stored]), count(dpCells));
    const call = currentCall(step);
    const cell = call >= 0 ? dpCell(dp.callState[call]) : null;
    if (cell !== dpNow) {
      if (dpNow) dpNow.classList.remove('now');
      if (cell) cell.classList.add('now');
      dpNow = cell;
    }
    keepCellInView(cell);
  }
  // The table is drawn at its own size (its values stay readable) and scrolls in its panel:
  // the running call's cell is brought to the middle when it is out of sight.
  function keepCellInView(cell) {
    const box = byId('dp-table');
    if (!cell || byId('panel-dp').hidden) return;
    const b = box.getBoundingClientRect(), r = cell.getBoundingClientRect();
    if (r.left < b.left || r.right > b.right) box.scrollLeft += (r.left + r.right - b.left - b.right) / 2;
    if (r.top < b.top || r.bottom > b.bottom) box.scrollTop += (r.top + r.bottom - b.top - b.bottom) / 2;
  }

  const sourceLines = [];
  if (data.source !== null) {
    data.source.split('\n').forEach((text, i) => {
      const line = document.createElement('span');
      line.className = 'line';
      line.dataset.n = String(i + 1);
      line.textContent = text + '\n';
      sourceLines.push(line);
    });
    byId('source').replaceChildren(...sourceLines);
  }
  let marked = [];
  function showSource(step) {
    if (!sourceLines.length) return;
    for (const line of marked) line.classList.remove('running', 'tried');
    const running = sourceLines[steps.line[step - 1] - 1];
    const tried = sourceLines[steps.caller[step - 1] - 1];
    marked = [running, tried].filter(Boolean);
    if (tried) tried.classList.add('tried');
    if (running) running.classList.add('running');
    if (running) scrollIntoPanel(running);
  }

  // Scrolls a panel (not the page) so that a row of it is in sight.
  function scrollIntoPanel(el) {
    const panel = el.closest('.panel');
    if (!panel || panel.hidden) return;
    const top = el.offsetTop - panel.offsetTop;
    if (top < panel.scrollTop || top + el.offsetHeight > panel.scrollTop + panel.clientHeight)
      panel.scrollTop = top - panel.clientHeight / 3;
  }

  // ---- the quiz: stepping stops before each return not answered yet ----
  function asks(event) {
    if (!state.quizOn || event >= lastStep || !isReturn(event)) return false;
    const c = callOfEvent(event);
    return !state.answered.has(c) && quiz.question[c] !== '';
  }
  function firstQuestion(from, to) {
    for (let event = from; event < to; ++event) if (asks(event)) return event;
    return null;
  }
  function answer(value) {
    const event = state.step;
    if (!asks(event)) return;
    const c = callOfEvent(event);
    // As text: a value past 2^53 comes as a string (JavaScript's numbers would round it).
    const right = String(value) === String(quiz.truth[c]);
    state.answered.add(c);
    state.asked += 1;
    state.right += right ? 1 : 0;
    state.verdict = { right, text: quiz.verdict[c] };
    state.step = event + 1; // the call returns: its value is revealed
    render();
  }
  // The typed number as exact decimal text ("007" and "7" alike, 5000000000001 not rounded).
  function exactInteger(text) {
    try {
      return BigInt(text.trim()).toString();
    } catch (e) {
      return String(Number(text));
    }
  }
  function answerControls(c) {
    const box = byId('quiz-answer');
    if (box.dataset.call === String(c)) return;
    box.dataset.call = String(c);
    const button = (text, onClick) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = text;
      b.addEventListener('click', onClick);
      return b;
    };
    if (quiz.kind === 'winner') {
      const buttons = [button(ui.firstPlayer, () => answer(0)), button(ui.secondPlayer, () => answer(1))];
      if (quiz.draw) buttons.push(button(ui.draw, () => answer(2))); // negamax: 0 is a draw
      box.replaceChildren(...buttons);
      return;
    }
    const input = document.createElement('input');
    input.type = 'number';
    input.setAttribute('aria-label', ui.answer);
    if (quiz.most[c] !== null) {
      input.min = '0';
      input.max = String(quiz.most[c]);
    }
    const check = () => input.value !== '' && answer(exactInteger(input.value));
    input.addEventListener('keydown', (e) => e.key === 'Enter' && check());
    box.replaceChildren(input, button(ui.check, check));
  }
  function showVerdict() {
    const box = byId('quiz-verdict');
    if (!state.verdict) return box.replaceChildren();
    const mark = document.createElement('strong');
    mark.className = state.verdict.right ? 'right' : 'wrong';
    mark.textContent = state.verdict.right ? ui.right : ui.wrong;
    box.replaceChildren(mark, state.verdict.text);
  }
  function showQuiz(step) {
    byId('quiz').hidden = !state.quizOn;
    byId('quiz-on').checked = state.quizOn;
    if (!state.quizOn) return;
    byId('tally').textContent = format(ui.tally, count(state.right), count(state.asked));
    showVerdict(); // the last answer's, beside the next question
    const box = byId('quiz-answer');
    if (asks(step)) {
      byId('quiz-text').textContent = quiz.question[callOfEvent(step)];
      answerControls(callOfEvent(step));
      return;
    }
    byId('quiz-text').textContent = state.verdict ? '' : ui.quizHint;
    box.replaceChildren();
    delete box.dataset.call;
  }

  // ---- stepping ----
  const timeline = byId('timeline');
  timeline.max = String(lastStep);

  function go(target, stopAtQuestions = true) {
    target = Math.max(1, Math.min(lastStep, target));
    if (stopAtQuestions && target > state.step) {
      const question = firstQuestion(state.step, target);
      if (question !== null) {
        target = question;
        stopPlaying();
      }
    }
    if (target !== state.step) state.verdict = null;
    state.step = target;
    render();
  }
  const stepInto = () => go(state.step + 1);
  const stepBack = () => go(state.step - 1);
  const stepOver = () => {
    if (state.step >= lastStep) return;
    const next = state.step; // the next event
    go(isReturn(next) ? state.step + 1 : stepAfterReturn[callOfEvent(next)]);
  };
  const stepOut = () => {
    const c = currentCall(state.step);
    if (c >= 0) go(stepAfterReturn[c]);
  };
  const toFirst = () => go(1);
  const toLast = () => go(lastStep);

  function playInterval() {
    return Math.round(25 * Math.pow(80, Number(byId('speed').value) / 100));
  }
  function stopPlaying() {
    clearTimeout(state.timer);
    state.timer = 0;
    showPlayState();
  }
  function tick() {
    go(state.step + 1);
    if (!state.timer) return; // a question stopped it
    if (state.step >= lastStep) stopPlaying();
    else state.timer = setTimeout(tick, playInterval());
  }
  function togglePlay() {
    if (state.timer) return stopPlaying();
    if (state.step >= lastStep) toFirst();
    state.timer = setTimeout(tick, playInterval());
    showPlayState();
  }
  function showPlayState() {
    const playing = state.timer !== 0;
    byId('play').classList.toggle('playing', playing);
    byId('play-label').textContent = playing ? ui.pause : ui.play;
  }

  function stepFromHash() {
    const match = /^#(?:.*&)?step=(\d+)/.exec(location.hash);
    return match ? Number(match[1]) : null;
  }
  // The address follows the steps, so that a teacher can link to a moment.
  function writeHash(step) {
    const hash = '#step=' + step;
    if (location.hash === hash) return;
    try {
      history.replaceState(null, '', hash);
    } catch (e) {
      location.replace(hash); // where the history may not be written (a sandboxed frame)
    }
  }
  window.addEventListener('hashchange', () => {
    const step = stepFromHash();
    if (step !== null && step !== state.step) go(step, false);
  });

  function render() {
    const step = state.step;
    showTree(step);
    byId('narration').textContent = steps.narration[step - 1];
    byId('counter').textContent = format(ui.stepOf, count(step), count(lastStep));
    timeline.value = String(step);
    timeline.setAttribute('aria-valuetext', byId('counter').textContent);
    showStack(step);
    showMemo(step);
    showTable(step);
    showSource(step);
    showQuiz(step);
    for (const id of ['first', 'back']) byId(id).disabled = step <= 1;
    for (const id of ['into', 'over', 'out', 'last']) byId(id).disabled = step >= lastStep;
    writeHash(step);
    document.body.dataset.step = String(step);
    if (view) keepInView(ringed);
  }

  // ---- controls and keys ----
  const actions = { first: toFirst, back: stepBack, into: stepInto, over: stepOver, out: stepOut, last: toLast, play: togglePlay };
  for (const [id, action] of Object.entries(actions)) byId(id).addEventListener('click', action);
  timeline.addEventListener('input', () => go(Number(timeline.value), false));
  byId('quiz-on').addEventListener('change', (e) => {
    state.quizOn = e.target.checked;
    state.answered.clear();
    state.right = state.asked = 0;
    state.verdict = null;
    showQuiz(state.step);
  });

  function keyAction(e) {
    const pans = { ArrowLeft: [80, 0], ArrowRight: [-80, 0], ArrowUp: [0, 80], ArrowDown: [0, -80] };
    if (e.shiftKey && pans[e.key]) return () => pan(...pans[e.key]);
    switch (e.key) {
      case 'ArrowRight':
      case 'PageDown':
        return stepInto;
      case 'F11':
        return e.shiftKey ? stepOut : stepInto;
      case 'ArrowDown':
      case 'F10':
        return stepOver;
      case 'ArrowUp':
        return stepOut;
      case 'ArrowLeft':
      case 'PageUp':
        return stepBack;
      case 'Home':
        return toFirst;
      case 'End':
        return toLast;
      case ' ':
        return togglePlay;
      case '+':
      case '=':
        return () => zoomCentre(1.25);
      case '-':
        return () => zoomCentre(0.8);
      case '0':
        return fitView;
    }
    return null;
  }
  document.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const target = e.target;
    const typing = target instanceof HTMLInputElement && (target.type === 'number' || target.type === 'text');
    const pressable = target instanceof HTMLButtonElement || (target instanceof HTMLInputElement && target.type === 'checkbox');
    if (typing || (e.key === ' ' && pressable)) return; // the field's own keys; Space presses a button
    const action = playKey(e) || keyAction(e);
    if (!action) return;
    e.preventDefault();
    action();
  });

  // ---- play: the class plays the game of the run against the solver (as the studio's Play dock) ----
  const play = data.play;
  const words = data.playWords;
  // %1 and %L1 alike: numbers are put in as the reader's locale writes them.
  const sentence = (template, ...values) =>
    template.replace(/%L?(\d)/g, (m, i) => {
      const value = values[i - 1];
      if (value === undefined) return m;
      return typeof value === 'number' ? count(value) : value;
    });
  const game = { position: 0, mover: 0, points: [0, 0], history: [], reason: '' };
  const WIN = 0;
  const DRAW = 1;
  const LOSS = 2;
  const opposite = (outlook) => (outlook === DRAW ? DRAW : LOSS - outlook);

  function seats() {
    return Number(byId('play-seats').value);
  }
  function names() {
    switch (seats()) {
      case 0:
        return [words.theClass, words.solver];
      case 1:
        return [words.solver, words.theClass];
      case 2:
        return [words.teamA, words.teamB];
    }
    return [words.solverFirst, words.solverSecond];
  }
  const solverSeat = (mover) => (seats() === 0 && mover === 1) || (seats() === 1 && mover === 0);
  const capitalised = (text) => text.charAt(0).toLocaleUpperCase(data.lang) + text.slice(1);
  const movesAt = (position) => play.moves[position];
  const over = () => movesAt(game.position).length === 0;

  function outlookAt(position, mover, points) {
    if (!play.scores) return play.outlook[position];
    const best = play.value[position];
    const mine = points[mover] + best;
    const theirs = points[1 - mover] + play.left[position] - best;
    return mine > theirs ? WIN : mine === theirs ? DRAW : LOSS;
  }
  function pointsOf(from, move) {
    return play.scores ? play.left[from] - play.left[move[2]] : 0;
  }
  function outlookAfter(move) {
    const points = game.points.slice();
    points[game.mover] += pointsOf(game.position, move);
    const next = move[3] ? game.mover : 1 - game.mover;
    const theirs = outlookAt(move[2], next, points);
    return move[3] ? theirs : opposite(theirs);
  }
  function oneOf(labels) {
    if (labels.length <= 1) return labels.join('');
    return sentence(words.orJoin, labels.slice(0, -1).join(words.comma), labels[labels.length - 1]);
  }

  function playMove(number, bySolver) {
    const move = movesAt(game.position).find((m) => m[0] === number);
    if (!move) return;
    const before = outlookAt(game.position, game.mover, game.points);
    const after = outlookAfter(move);
    const keeping = after > before ? movesAt(game.position).filter((m) => outlookAfter(m) === before).map((m) => m[1]) : [];
    game.history.push({ from: game.position, move, by: game.mover, bySolver, before, after, keeping });
    game.points[game.mover] += pointsOf(game.position, move);
    game.position = move[2];
    if (!move[3]) game.mover = 1 - game.mover;
  }
  function solverReplies() {
    while (!over() && play.complete[game.position] && solverSeat(game.mover)) {
      game.reason = play.reason[game.position];
      playMove(play.best[game.position], true);
    }
  }
  function startGame() {
    game.position = play.start;
    game.mover = play.first;
    game.points = [0, 0];
    game.history = [];
    game.reason = '';
    solverReplies();
    showGame(true);
  }
  function undoMove() {
    if (!game.history.length) return;
    do {
      const last = game.history.pop();
      game.points[last.by] -= pointsOf(last.from, last.move);
      game.position = last.from;
      game.mover = last.by;
    } while (game.history.length && solverSeat(game.mover));
    game.reason = '';
    solverReplies();
    showGame(true);
  }

  function summary(players) {
    const lines = [];
    const position = game.position;
    const mover = game.mover;
    if (play.scores && play.value[position] > 0) lines.push(capitalised(sentence(words.takesRest, players[mover], play.value[position])));
    const last = outlookAt(position, mover, game.points);
    const winner = last === DRAW ? -1 : last === WIN ? mover : 1 - mover;
    if (play.scores) {
      const totals = game.points.slice();
      totals[mover] += play.value[position];
      totals[1 - mover] += play.left[position] - play.value[position];
      lines.push(
        winner < 0
          ? sentence(words.drawStones, players[0], totals[0], players[1], totals[1])
          : capitalised(sentence(words.wonStones, players[winner], totals[winner], totals[1 - winner]))
      );
    } else {
      lines.push(winner < 0 ? words.draw : capitalised(sentence(words.won, players[winner])));
    }
    return lines;
  }
  function mistakeLine(players) {
    const mistake = game.history.find((h) => h.after > h.before);
    if (mistake) {
      const template = mistake.before === WIN ? words.mistakeWin : words.mistakeDraw;
      return { text: sentence(template, play.label[mistake.from], players[mistake.by], mistake.move[1], oneOf(mistake.keeping)), from: mistake.from };
    }
    const start = play.start;
    const outlook = outlookAt(start, play.first, [0, 0]);
    if (outlook === DRAW) return { text: sentence(words.noMistakeDraw, play.label[start]), from: null };
    const winner = outlook === WIN ? play.first : 1 - play.first;
    return { text: sentence(words.noMistakeWins, play.label[start], players[winner]), from: null };
  }
  // The position on the tree: the step after the call that worked it out returns (when the page has it).
  // The position is ringed instead of the running call (its caller, at the step after it returned).
  function showOnTree(position) {
    const call = play.call[position];
    document.querySelectorAll('#tree-svg .play-here').forEach((e) => e.classList.remove('play-here'));
    const node = document.querySelector(`#tree-svg [data-call="${call}"]`);
    if (node) node.classList.add('play-here');
    if (call < calls.parent.length) go(stepAfterReturn[call], false);
  }

  // While the class plays, the tree keeps who wins to itself (each call drawn as it runs, no
  // colour, no value, no deciding move) until the teacher reveals it or the game is over.
  function coverAnswers() {
    const covered = !!play && !byId('panel-play').hidden && !byId('play-reveal').checked && !over();
    document.body.classList.toggle('play-covered', covered);
    document.body.classList.toggle('play-shown', !!play && !byId('panel-play').hidden);
  }

  function showGame(follow) {
    coverAnswers();
    const players = names();
    const position = game.position;
    byId('play-position').textContent = over()
      ? sentence(words.over, play.label[position])
      : sentence(words.toMove, play.label[position], players[game.mover]);
    const moves = movesAt(position);
    const box = byId('play-moves');
    box.replaceChildren();
    const personMoves = !over() && play.complete[position] && !solverSeat(game.mover) && seats() !== 3;
    if (over()) byId('play-prompt').textContent = '';
    else if (!play.complete[position]) byId('play-prompt').textContent = words.earlyExit;
    else byId('play-prompt').textContent = sentence(words.moves, oneOf(moves.map((m) => m[1])));
    moves.forEach((move, k) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'play-move';
      button.dataset.move = String(move[0]);
      let text = move[1];
      if (byId('play-reveal').checked) text = sentence(words.outcome, text, words.outlooks[outlookAfter(move)]);
      button.textContent = k < 9 ? '[' + (k + 1) + ']  ' + text : text;
      button.disabled = !personMoves;
      button.addEventListener('click', () => {
        game.reason = '';
        playMove(move[0], false);
        solverReplies();
        showGame(true);
      });
      box.appendChild(button);
    });
    byId('play-reason').textContent = game.reason ? sentence(words.solverSays, game.reason) : '';
    byId('play-undo').disabled = !game.history.length;
    byId('play-solver').disabled = over() || !play.complete[position];
    const list = byId('play-history');
    list.replaceChildren();
    const addLine = (text, from, strong) => {
      const item = document.createElement('li');
      item.textContent = text;
      if (strong) item.className = 'summary';
      if (from !== null) item.addEventListener('click', () => showOnTree(from));
      list.appendChild(item);
    };
    game.history.forEach((h, i) =>
      addLine(sentence(words.played, String(i + 1), players[h.by], h.move[1], play.label[h.from]), h.from, false)
    );
    if (over()) {
      for (const line of summary(players)) addLine(line, null, true);
      const mistake = mistakeLine(players);
      addLine(mistake.text, mistake.from, true);
    }
    list.scrollTop = list.scrollHeight;
    if (!follow || byId('panel-play').hidden) return;
    const mistake = over() ? game.history.find((h) => h.after > h.before) : null;
    showOnTree(over() ? (mistake ? mistake.from : play.start) : position);
  }

  function setUpPlay() {
    byId('tab-play').textContent = words.tab;
    if (!play) {
      byId('play-none').hidden = false;
      byId('play-none').textContent = data.notPlayable;
      byId('play-game').hidden = true;
      return;
    }
    byId('play-who').textContent = words.whoPlays;
    const select = byId('play-seats');
    words.seats.forEach((text, i) => select.appendChild(new Option(text, String(i))));
    const labels = { 'play-undo': ['undo', 'undoTip'], 'play-solver': ['solverMove', 'solverMoveTip'], 'play-again': ['again', 'againTip'] };
    for (const [id, [text, tip]] of Object.entries(labels)) {
      byId(id).textContent = words[text];
      byId(id).title = words[tip];
    }
    byId('play-reveal-label').textContent = words.reveal;
    byId('play-reveal-row').title = words.revealTip;
    select.addEventListener('change', () => {
      solverReplies();
      showGame(true);
    });
    byId('play-undo').addEventListener('click', undoMove);
    byId('play-again').addEventListener('click', startGame);
    byId('play-solver').addEventListener('click', () => {
      if (over() || !play.complete[game.position]) return;
      game.reason = play.reason[game.position];
      playMove(play.best[game.position], true);
      showGame(true);
    });
    byId('play-reveal').addEventListener('change', () => showGame(false));
    game.position = play.start;
    game.mover = play.first;
    showGame(false);
  }
  // Keys 1-9 play a move while the Play tab is shown.
  function playKey(e) {
    if (!play || byId('panel-play').hidden || !/^[1-9]$/.test(e.key)) return null;
    const button = byId('play-moves').children[Number(e.key) - 1];
    return button && !button.disabled ? () => button.click() : null;
  }
  setUpPlay();

  // ---- words, tabs, and the first step ----
  document.querySelectorAll('[data-ui]').forEach((el) => (el.textContent = ui[el.dataset.ui]));
  document.querySelectorAll('[data-ui-tip]').forEach((el) => {
    el.title = ui[el.dataset.uiTip];
    el.setAttribute('aria-label', ui[el.dataset.uiTip]);
  });
  document.querySelectorAll('[data-ui-label]').forEach((el) => el.setAttribute('aria-label', ui[el.dataset.uiLabel]));
  // The step buttons' words where every one fits, else their icons (the words are their
  // tooltips): Japanese words need about 1,500 pixels, English 1,280.
  function fitControls() {
    const bar = byId('controls');
    bar.classList.remove('icons-only');
    const cut = Array.from(bar.querySelectorAll('button')).some((b) => b.scrollWidth > b.clientWidth + 1);
    bar.classList.toggle('icons-only', cut);
  }
  fitControls();

  const tabs = Array.from(document.querySelectorAll('#tabs [role="tab"]'));
  byId('tab-source').hidden = data.source === null;
  byId('tab-legend').hidden = !byId('legend').children.length;
  function selectTab(tab) {
    for (const t of tabs) {
      t.setAttribute('aria-selected', String(t === tab));
      byId(t.dataset.panel).hidden = t !== tab;
    }
    coverAnswers();
    render();
  }
  tabs.forEach((tab) => tab.addEventListener('click', () => selectTab(tab)));

  state.step = Math.max(1, Math.min(lastStep, stepFromHash() || data.start));
  showPlayState();
  selectTab(tabs[0]);
  chooseLayout();
  firstView();
  document.documentElement.dataset.ready = 'true';
})();
