# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
"""What to trace in a Python program, read with the ast module.

The recursion is every function on a cycle of the call graph: top-level functions, methods
called through self, nested functions and lambdas bound to a name. For each traced function
the analysis names its parameters' roles (state, passed unchanged, a turn flag), its memo
(a cache decorator or a table tested and returned) and the state it changes in place.
"""

import ast

CACHE_DECORATORS = ('cache', 'lru_cache')
FLIP_CONSTANTS = (1, 3)  # 1 - p, 3 - p (players 1 and 2)
MUTATING_METHODS = ('append', 'pop', 'add', 'remove', 'discard', 'insert', 'extend',
                    'appendleft', 'popleft', 'clear', 'update', 'reverse', 'sort')


class AnalysisError(Exception):
    """A file that cannot be traced: a code the C++ side words, the names it lists."""

    def __init__(self, code, names=(), detail=''):
        super().__init__(code)
        self.code = code
        self.names = list(names)
        self.detail = detail


class Function:
    """A function, method or named lambda, and what the analysis found in it."""

    def __init__(self, node, name, qualname, parent, owner_class):
        self.node = node
        self.name = name
        self.qualname = qualname
        self.parent = parent            # the enclosing Function, None at module level
        self.owner_class = owner_class  # the class whose body defines it directly
        self.children = {}              # nested functions by name
        self.callees = set()
        self.cache = None               # the cache decorator's node, if any
        self.memo_tests = []
        self.roles = {}
        self.extra_state = []           # globals and closure variables changed in place

    @property
    def line(self):
        return self.node.lineno

    def all_params(self):
        args = self.node.args
        names = [a.arg for a in args.posonlyargs + args.args]
        if args.vararg:
            names.append(args.vararg.arg)
        names += [a.arg for a in args.kwonlyargs]
        if args.kwarg:
            names.append(args.kwarg.arg)
        return names

    def skips_first(self):
        """A method's self or cls is not part of the state."""
        if self.owner_class is None or isinstance(self.node, ast.Lambda):
            return False
        for d in self.node.decorator_list:
            if isinstance(d, ast.Name) and d.id == 'staticmethod':
                return False
        return bool(self.node.args.posonlyargs + self.node.args.args)

    def params(self):
        names = self.all_params()
        return names[1:] if self.skips_first() else names

    def body_nodes(self):
        """The nodes of its own body: nested functions are functions of their own."""
        roots = [self.node.body] if isinstance(self.node, ast.Lambda) else list(self.node.body)
        stack = roots[::-1]
        while stack:
            node = stack.pop()
            yield node
            for child in ast.iter_child_nodes(node):
                if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                    continue
                if isinstance(child, ast.Lambda) and id(child) in _named_lambdas:
                    continue
                stack.append(child)


_named_lambdas = set()


def decorator_name(node):
    """'cache' for @cache, @functools.cache, @lru_cache(None), @functools.lru_cache(...)."""
    if isinstance(node, ast.Call):
        node = node.func
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ''


class _Collector(ast.NodeVisitor):
    """Every function of the file, with its place among scopes and classes."""

    def __init__(self, aliases):
        self.functions = []
        self.module_functions = {}
        self.classes = {}
        self._scope = []  # Function or ('class', name, methods)
        self.aliases = aliases

    def _add(self, node, name):
        parent = None
        owner = None
        for scope in reversed(self._scope):
            if isinstance(scope, Function):
                parent = scope
                break
        if self._scope and isinstance(self._scope[-1], tuple):
            owner = self._scope[-1]
        prefix = '.'.join(s.name if isinstance(s, Function) else s[1] for s in self._scope)
        fn = Function(node, name, (prefix + '.' if prefix else '') + name, parent,
                      owner[1] if owner else None)
        self.functions.append(fn)
        if owner is not None:
            owner[2].setdefault(name, fn)
        elif parent is not None:
            parent.children[name] = fn
        else:
            self.module_functions[name] = fn
        for d in getattr(node, 'decorator_list', []):
            if self.aliases.get(decorator_name(d), decorator_name(d)) in CACHE_DECORATORS:
                fn.cache = d
        return fn

    def visit_FunctionDef(self, node):
        fn = self._add(node, node.name)
        for d in node.decorator_list:
            self.visit(d)
        self._scope.append(fn)
        for stmt in node.body:
            self.visit(stmt)
        self._scope.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        methods = self.classes.setdefault(node.name, {})
        self._scope.append(('class', node.name, methods))
        for stmt in node.body:
            self.visit(stmt)
        self._scope.pop()

    def visit_Assign(self, node):
        # f = lambda n: ... f(n - 1) ...: a function named f
        if (len(node.targets) == 1 and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Lambda)):
            _named_lambdas.add(id(node.value))
            fn = self._add(node.value, node.targets[0].id)
            self._scope.append(fn)
            self.visit(node.value.body)
            self._scope.pop()
            return
        self.generic_visit(node)


def _function_aliases(tree):
    """Names the file gives functools' decorators: `from functools import lru_cache as lc`."""
    aliases = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == 'functools':
            for a in node.names:
                if a.name in CACHE_DECORATORS and a.asname:
                    aliases[a.asname] = a.name
    return aliases


class Analysis:
    """The whole file: its functions, its recursions and what is traced."""

    def __init__(self, source, filename='<code>', trace_names=(), call_method=None):
        self.tree = ast.parse(source, filename=filename)
        self.aliases = _function_aliases(self.tree)
        _named_lambdas.clear()
        collector = _Collector(self.aliases)
        collector.visit(self.tree)
        self.functions = collector.functions
        self.module_functions = collector.module_functions
        self.classes = collector.classes
        self.has_main = _has_top_level_code(self.tree)
        self.call_method = call_method
        self._link_calls()
        self.recursions = self._cycles()
        self.traced = self._choose(list(trace_names))
        self.traced_set = set(self.traced)
        # Several separate recursions traced (no --trace): the run draws the one with the most
        # calls; each function's group, from 0.
        self.groups = self.recursions if not trace_names and len(self.recursions) > 1 else []
        self.group_of = {f: g for g, c in enumerate(self.groups) for f in c}
        for fn in self.traced:
            self._find_memo_tests(fn)
        self.tables = {t['table'] for fn in self.traced for t in fn.memo_tests}
        for fn in self.traced:
            self._find_roles(fn)
            self._find_extra_state(fn)
        self.suspects = self._find_suspects()
        # Several recursions: each one's kind, and before a run the first that is not plain.
        self.group_values = [self._suggest_values(group) for group in self.groups]
        self.values = next((v for v in self.group_values if v != 'plain'), 'plain') \
            if self.groups else self._suggest_values(self.traced)

    # --- the call graph ---------------------------------------------------------------------

    def _resolve_name(self, fn, name):
        scope = fn
        while scope is not None:
            if scope.name == name and scope.parent is None and scope.owner_class is None:
                return scope
            if name in scope.children:
                return scope.children[name]
            if name in scope.all_params():
                return None  # a parameter hides the function
            scope = scope.parent
        return self.module_functions.get(name)

    def _resolve_attribute(self, fn, node):
        """self.dfs, cls.dfs, Solution.dfs: a method of the class."""
        if not isinstance(node.value, ast.Name):
            return None
        owner = fn
        while owner is not None and owner.owner_class is None:
            owner = owner.parent
        if node.value.id in ('self', 'cls') or (owner and node.value.id == owner.owner_class):
            if owner is not None and node.attr in self.classes.get(owner.owner_class, {}):
                return self.classes[owner.owner_class][node.attr]
            found = [m[node.attr] for m in self.classes.values() if node.attr in m]
            return found[0] if len(found) == 1 else None
        if node.value.id in self.classes:
            return self.classes[node.value.id].get(node.attr)
        return None

    def callee_of(self, fn, node):
        """The function a Name or Attribute read in fn's body stands for, or None."""
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            return self._resolve_name(fn, node.id)
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            return self._resolve_attribute(fn, node)
        return None

    def _link_calls(self):
        for fn in self.functions:
            for node in fn.body_nodes():
                callee = self.callee_of(fn, node)
                if callee is not None:
                    fn.callees.add(callee)

    def _cycles(self):
        """Strongly connected components with a cycle, in the order of the file (Tarjan)."""
        index = {}
        low = {}
        on_stack = set()
        stack = []
        components = []
        counter = [0]

        def connect(v):
            work = [(v, iter(sorted(v.callees, key=lambda f: f.line)))]
            index[v] = low[v] = counter[0]
            counter[0] += 1
            stack.append(v)
            on_stack.add(v)
            while work:
                node, edges = work[-1]
                advanced = False
                for w in edges:
                    if w not in index:
                        index[w] = low[w] = counter[0]
                        counter[0] += 1
                        stack.append(w)
                        on_stack.add(w)
                        work.append((w, iter(sorted(w.callees, key=lambda f: f.line))))
                        advanced = True
                        break
                    if w in on_stack:
                        low[node] = min(low[node], index[w])
                if advanced:
                    continue
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        component.append(w)
                        if w is node:
                            break
                    if len(component) > 1 or node in node.callees:
                        components.append(sorted(component, key=lambda f: f.line))

        for fn in self.functions:
            if fn not in index:
                connect(fn)
        return sorted(components, key=lambda c: c[0].line)

    def _choose(self, names):
        all_names = [f.name for f in self.functions]
        if names:
            chosen = []
            for name in names:
                matches = [f for f in self.functions if name in (f.name, f.qualname)]
                if not matches:
                    raise AnalysisError('trace-not-found', all_names, name)
                component = next((c for c in self.recursions if matches[0] in c), None)
                if component is None:
                    raise AnalysisError('trace-not-recursive', all_names, name)
                chosen += [f for f in component if f not in chosen]
            return chosen
        if not self.recursions:
            raise AnalysisError('no-recursion', all_names)
        return [f for c in self.recursions for f in c]

    # --- memo tests ----------------------------------------------------------------------------

    def _stored_tables(self, fn):
        """Tables the recursion stores into: memo[k] = v, dp[i][j] = v, self.memo[k] = v."""
        stored = set()
        for node in fn.body_nodes():
            targets = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
                targets = [node.target]
            for target in targets:
                for t in ast.walk(target):
                    if isinstance(t, ast.Subscript) and isinstance(t.ctx, ast.Store):
                        name = table_name(t)
                        if name:
                            stored.add(name)
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ('setdefault', '__setitem__')):
                name = table_name(node.func.value)
                if name:
                    stored.add(name)
        return stored

    def _find_memo_tests(self, fn):
        if isinstance(fn.node, ast.Lambda):
            return
        stored = set()
        for f in self.traced:
            stored |= self._stored_tables(f)
        held = _names_read_from_tables(fn, stored)
        loop_names = _loop_names(fn)
        for node in fn.body_nodes():
            if not isinstance(node, ast.If) or _names(node.test) & loop_names:
                continue  # board[i] == 0 over the moves i tests a move, not a memo
            tested = _tested_table(node.test, stored) or _tested_held(node.test, held)
            if tested is None:
                continue
            table, indexes, missing = tested
            if not missing:
                ret = _returns_first(node.body)
                if ret is None or ret.value is None or self._calls_recursion(fn, ret.value):
                    continue
                if not (_reads_table(ret.value, stored) or _names(ret.value) & set(held)):
                    continue
            elif node.orelse or not _stores_into(node.body, table):
                continue
            params = fn.params()
            fn.memo_tests.append({
                'node': node, 'line': node.lineno, 'table': table, 'missing': missing,
                'indexes': indexes if all(i in params for i in indexes) else []})

    def _calls_recursion(self, fn, expr):
        for node in ast.walk(expr):
            if self.callee_of(fn, node) in self.traced_set:
                return True
        return False

    # --- parameters ----------------------------------------------------------------------------

    def _call_sites(self, target):
        """(caller, call node) for each call of target from the recursion."""
        for fn in self.traced:
            if self.group_of.get(fn) != self.group_of.get(target):
                continue  # another recursion's call: each is read as if traced alone
            for node in fn.body_nodes():
                if isinstance(node, ast.Call) and self.callee_of(fn, node.func) is target:
                    yield fn, node

    def _find_roles(self, fn):
        params = fn.params()
        offset = 1 if fn.skips_first() else 0
        all_params = fn.all_params()
        mutated = _mutated_names(fn)
        sites = list(self._call_sites(fn))
        for k, name in enumerate(params):
            position = k + offset
            if isinstance(fn.node.args, ast.arguments) and fn.node.args.vararg \
                    and name == fn.node.args.vararg.arg:
                fn.roles[name] = 'state'
                continue
            arguments = []
            for caller, call in sites:
                arg = _argument(call, position - (1 if _bound_call(call) and offset else 0),
                                name, all_params)
                arguments.append((caller, arg))
            if not arguments:
                fn.roles[name] = 'state'
                continue
            # passed along as it is, or left to its default (def win(n, memo={}))
            unchanged = all(a is None or isinstance(a, ast.Name) and a.id == name
                            and name in c.all_params() for c, a in arguments)
            if unchanged and (name not in mutated or name in self.tables):
                fn.roles[name] = 'fixed'
            elif 'turn' not in fn.roles.values() and all(
                    a is not None and _flips(_assigned_value(c, a), name) for c, a in arguments):
                fn.roles[name] = 'turn'
            else:
                fn.roles[name] = 'state'

    def _find_extra_state(self, fn):
        """Globals and closure variables the recursion changes in place around its calls, itself
        or through helpers (put(i, p) ... take(i))."""
        for name in _mutated_outer(fn, self) + self._changed_by_helpers(fn):
            if name not in self.tables and name not in fn.extra_state:
                fn.extra_state.append(name)

    def _changed_by_helpers(self, fn):
        """Names that helpers fn calls (and what they call) change, where fn calls such a helper
        both before and after a call of the recursion and reads the name itself: a helper's own
        parameters index anything, so no table is assumed."""
        recursive, helpers = [], []
        for node in fn.body_nodes():
            if isinstance(node, ast.Call):
                callee = self.callee_of(fn, node.func)
                at = (node.lineno, node.col_offset)
                if callee in self.traced_set:
                    recursive.append(at)
                elif callee is not None:
                    helpers.append((at, callee))
        changed = {}
        for at, callee in helpers:
            reached, todo = {callee}, [callee]
            while todo:
                helper = todo.pop()
                for name in _mutated_outer(helper, self, state_tables=False):
                    changed.setdefault(name, []).append(at)
                for further in helper.callees - reached - self.traced_set:
                    reached.add(further)
                    todo.append(further)
        read = _names_read(fn)
        return [name for name, places in changed.items() if name in read and any(
            min(places) < call < max(places) for call in recursive)]

    def _find_suspects(self):
        """Globals that the recursion's helpers change (put(i, p) doing board[i] = p): where the
        labels turn out to miss the state, the note names them."""
        shown = set(self.tables) | {n for fn in self.traced for n in fn.extra_state}
        names = []
        todo = list(self.traced)
        seen = set(todo)
        for fn in todo:
            if fn not in self.traced_set:
                for name in _mutated_outer(fn, self, state_tables=False):
                    if name not in shown:
                        shown.add(name)
                        names.append(name)
            for callee in sorted(fn.callees, key=lambda f: f.line):
                if callee not in seen:
                    seen.add(callee)
                    todo.append(callee)
        return names

    # --- values ----------------------------------------------------------------------------------

    def _suggest_values(self, functions):
        turn = any(r == 'turn' for f in functions for r in f.roles.values())
        boolean = notted = negated = grundy = difference = mover_score = tuple_value = False
        maxed = minned = False
        small = True
        for fn in functions:
            returns = [fn.node.body] if isinstance(fn.node, ast.Lambda) else [
                r.value for r in fn.body_nodes() if isinstance(r, ast.Return) and r.value]
            for value in returns:
                if isinstance(value, ast.Constant) and isinstance(value.value, bool):
                    boolean = True
                if isinstance(value, (ast.Compare, ast.BoolOp)) or (
                        isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                        and value.func.id in ('any', 'all')):
                    boolean = True
                if isinstance(value, ast.Tuple):
                    tuple_value = True
                if isinstance(value, ast.Constant) and isinstance(value.value, int):
                    small = small and value.value in (0, 1)
                if isinstance(value, ast.UnaryOp) and isinstance(value.op, ast.USub) \
                        and isinstance(value.operand, ast.Constant):
                    small = small and value.operand.value == 1
            holds = set()
            for node in fn.body_nodes():
                if isinstance(node, ast.Assign) and self._calls_recursion(fn, node.value):
                    holds |= {t.id for t in node.targets if isinstance(t, ast.Name)}
            for node in fn.body_nodes():
                if isinstance(node, ast.UnaryOp) and self._calls_recursion(fn, node.operand) \
                        and isinstance(node.operand, ast.Call):
                    notted = notted or isinstance(node.op, ast.Not)
                    negated = negated or isinstance(node.op, ast.USub)
                if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and (
                        self._calls_recursion(fn, node.right) or _names(node.right) & holds):
                    # what is left minus the opponent's best (held in a name): my share
                    held = isinstance(node.right, ast.Name) and node.right.id in holds
                    if held or isinstance(node.left, ast.Name) and (node.left.id in fn.all_params()
                                                                    or node.left.id in holds):
                        mover_score = True
                    else:
                        difference = True
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                        and node.func.id in ('max', 'min') and self._calls_recursion(fn, node):
                    maxed = maxed or node.func.id == 'max'
                    minned = minned or node.func.id == 'min'
                if isinstance(node, (ast.SetComp, ast.Set)) and self._calls_recursion(fn, node):
                    grundy = True
                if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                        and node.func.attr == 'add' and self._calls_recursion(fn, node):
                    grundy = True
        if tuple_value:  # (mine, theirs), or with a turn flag (the first player's, the second's)
            return 'first-player-score' if turn else 'mover-score'
        if grundy:
            return 'grundy'
        if turn and maxed and minned:  # max on one side's turn, min on the other's
            return 'first-player-score'
        if negated:
            return 'negamax' if small else 'score-difference'
        if difference:
            return 'score-difference'
        if mover_score:
            return 'mover-score'
        if boolean or notted:
            return 'first-player-wins' if turn else 'mover-wins'
        return 'plain'

    # --- the answer ------------------------------------------------------------------------------

    def callables(self):
        """What --call may name: Solution's methods, else the top-level functions."""
        if 'Solution' in self.classes:
            return [n for n in self.classes['Solution'] if not n.startswith('_')]
        return list(self.module_functions)

    def names_function(self, fn):
        """Whether a label names its function: its own recursion has several."""
        if self.groups:
            return len(self.groups[self.group_of[fn]]) > 1
        return len(self.traced) > 1

    def signature(self, fn):
        return '%s(%s)' % (fn.name, ', '.join(fn.params()))

    def plan(self):
        traced = []
        for fn in self.traced:
            params = [{'name': p, 'type': '', 'role': fn.roles.get(p, 'state')}
                      for p in fn.params()]
            params += [{'name': n, 'type': '', 'role': 'state', 'outside': True}
                       for n in fn.extra_state]
            tests = [{'line': t['line'], 'table': t['table'], 'missing': t['missing'],
                      'indexes': t['indexes']} for t in fn.memo_tests]
            state = [p['name'] for p in params if p['role'] != 'fixed']
            if fn.cache is not None and 1 <= len(state) <= 2:
                tests.insert(0, {'line': fn.cache.lineno, 'table': fn.name, 'missing': False,
                                 'indexes': state})
            traced.append({'name': fn.name, 'qualified': fn.qualname,
                           'signature': self.signature(fn), 'line': fn.line,
                           'group': self.group_of.get(fn, 0),
                           'values': self.group_values[self.group_of[fn]]
                           if self.groups else self.values,
                           'params': params, 'memoTests': tests,
                           'cached': fn.cache is not None,
                           'tables': sorted({t['table'] for t in tests})})
        memo = any(fn.cache is not None or fn.memo_tests for fn in self.traced)
        called = ''
        if self.call_method:
            target = self.find_callable(self.call_method)
            called = self.signature(target)
        return {
            'ok': True, 'standard': 'python3', 'stdcppFirst': False, 'pchBuilt': False,
            'prelude': not self.has_main, 'callables': [self.signature(f) for f in
                                                        self.callable_functions()],
            'parseErrors': [], 'values': self.values, 'memo': memo, 'memoStoredOnly': False,
            'suspects': self.suspects,
            'hasMain': self.has_main, 'called': called,
            'calledParams': self.find_callable(self.call_method).params()
            if self.call_method else [],
            'skipped': [], 'traced': traced,
            'recursions': [[f.name for f in c] for c in self.recursions],
            'normalized': {'nonBreakingSpaces': 0, 'ideographicSpaces': 0, 'zeroWidth': 0,
                           'smartQuotes': 0, 'byteOrderMark': False, 'mainWithoutType': False},
            'source': 'python',
        }

    def callable_functions(self):
        if 'Solution' in self.classes:
            return [f for n, f in self.classes['Solution'].items() if not n.startswith('_')]
        return list(self.module_functions.values())

    def find_callable(self, method):
        found = [f for f in self.callable_functions() if f.name == method]
        if not found:
            raise AnalysisError('call-not-found', [self.signature(f) for f in
                                                   self.callable_functions()], method)
        return found[0]


# --- helpers over expressions -------------------------------------------------------------------

def table_name(node):
    """memo, self.memo, dp (of dp[i][j]) for a subscript, name or attribute; '' otherwise."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return node.value.id + '.' + node.attr
    return ''


def _subscript_indexes(node):
    """i, m of dp[i][m] or memo[i, m] or memo[(i, m)] as names; [] when one is not a name."""
    indexes = []
    while isinstance(node, ast.Subscript):
        key = node.slice
        parts = key.elts if isinstance(key, ast.Tuple) else [key]
        indexes = [p.id if isinstance(p, ast.Name) else None for p in parts] + indexes
        node = node.value
    return indexes if None not in indexes else []


def _key_indexes(node):
    parts = node.elts if isinstance(node, ast.Tuple) else [node]
    names = [p.id if isinstance(p, ast.Name) else None for p in parts]
    return names if None not in names else []


def _loop_names(fn):
    """Names a for loop or comprehension of the function binds."""
    names = set()
    for node in fn.body_nodes():
        if isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            names |= {n.id for n in ast.walk(node.target) if isinstance(n, ast.Name)}
    return names


def _stores_into(body, table):
    return any(isinstance(t, ast.Subscript) and isinstance(t.ctx, ast.Store)
               and table_name(t) == table for stmt in body for t in ast.walk(stmt))


def _names(node):
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _reads_table(node, tables):
    for n in ast.walk(node):
        if isinstance(n, ast.Subscript) and table_name(n) in tables:
            return True
        if (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == 'get'
                and table_name(n.func.value) in tables):
            return True
    return False


def _names_read_from_tables(fn, tables):
    """r of `r = memo.get(key)` or `r = dp[i]`: the table and the key it reads."""
    held = {}
    for node in fn.body_nodes():
        if isinstance(node, (ast.Assign, ast.NamedExpr)) and _reads_table(node.value, tables):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            read = _table_read(node.value)
            for t in targets:
                if isinstance(t, ast.Name) and read is not None:
                    held[t.id] = read
    return held


def _table_read(node):
    """(table, indexes) of memo.get(key), memo[key] or dp[i][j]."""
    if isinstance(node, ast.Subscript):
        return table_name(node), _subscript_indexes(node)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == 'get' and node.args:
        return table_name(node.func.value), _key_indexes(node.args[0])
    return None


def _returns_first(body):
    """The return an if's body makes at once (its only or last statement without a call)."""
    for stmt in body:
        if isinstance(stmt, ast.Return):
            return stmt
        if not isinstance(stmt, (ast.Expr, ast.Assign, ast.AugAssign, ast.Pass)):
            return None
    return None


def _is_sentinel(node):
    if isinstance(node, ast.Constant) and (node.value is None or node.value in (-1, 0, False)):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        return True
    return isinstance(node, (ast.Name, ast.Attribute, ast.Call))  # INF, float('inf'), math.inf


def _tested_table(test, stored):
    """(table, indexes, missing) when test asks whether a stored table holds an entry."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1:
        op = test.ops[0]
        left, right = test.left, test.comparators[0]
        if isinstance(op, (ast.In, ast.NotIn)) and table_name(right) in stored:
            return table_name(right), _key_indexes(left), isinstance(op, ast.NotIn)
        if isinstance(left, ast.Call) and isinstance(left.func, ast.Attribute) \
                and left.func.attr == 'get' and table_name(left.func.value) in stored:
            key = _key_indexes(left.args[0]) if left.args else []
            return table_name(left.func.value), key, isinstance(op, (ast.Is, ast.Eq))
        if isinstance(left, ast.Subscript) and table_name(left) in stored and _is_sentinel(right):
            missing = isinstance(op, (ast.Eq, ast.Is, ast.Lt))
            if isinstance(op, (ast.NotEq, ast.IsNot, ast.GtE, ast.Gt, ast.Eq, ast.Is, ast.Lt)):
                return table_name(left), _subscript_indexes(left), missing
    if isinstance(test, ast.Subscript) and table_name(test) in stored:
        return table_name(test), _subscript_indexes(test), False
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not) \
            and isinstance(test.operand, ast.Subscript) and table_name(test.operand) in stored:
        return table_name(test.operand), _subscript_indexes(test.operand), True
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Invert) \
            and isinstance(test.operand, ast.Subscript) and table_name(test.operand) in stored:
        return table_name(test.operand), _subscript_indexes(test.operand), False
    return None


def _tested_held(test, held):
    """`if r is not None:` after `r = memo.get(key)`."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name) \
            and test.left.id in held and _is_sentinel(test.comparators[0]):
        table, indexes = held[test.left.id]
        return table, indexes, isinstance(test.ops[0], (ast.Is, ast.Eq, ast.Lt))
    if isinstance(test, ast.Name) and test.id in held:
        table, indexes = held[test.id]
        return table, indexes, False
    return None


def _bound_call(call):
    """self.dfs(...): the self is bound, not passed."""
    return isinstance(call.func, ast.Attribute)


def _argument(call, position, name, all_params):
    if position < len(call.args):
        arg = call.args[position]
        return None if isinstance(arg, ast.Starred) else arg
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    return None


def _assigned_value(fn, node):
    """q's value where q is assigned once in fn (`q = 'O' if p == 'X' else 'X'`), else node."""
    if not isinstance(node, ast.Name):
        return node
    values = [n.value for n in fn.body_nodes() if isinstance(n, ast.Assign)
              and any(isinstance(t, ast.Name) and t.id == node.id for t in n.targets)]
    return values[0] if len(values) == 1 else node


def _flips(node, name):
    """not p, 1 - p, p ^ 1, 1 ^ p, (p + 1) % 2, -p, 3 - p, 'O' if p == 'X' else 'X', and the
    literals 0, 1, True and False (a call for each player in branches of its own)."""
    def is_param(n):
        return isinstance(n, ast.Name) and n.id == name
    if isinstance(node, ast.Constant) and type(node.value) in (int, bool) and node.value in (0, 1):
        return True
    if isinstance(node, ast.IfExp) and isinstance(node.body, ast.Constant) \
            and isinstance(node.orelse, ast.Constant) and name in _names(node.test):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.Not, ast.USub)):
        return is_param(node.operand)
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Sub) and isinstance(node.left, ast.Constant) \
                and node.left.value in FLIP_CONSTANTS:
            return is_param(node.right)
        if isinstance(node.op, ast.BitXor):
            return (is_param(node.left) and isinstance(node.right, ast.Constant)
                    and node.right.value == 1) or (
                        is_param(node.right) and isinstance(node.left, ast.Constant)
                        and node.left.value == 1)
        if isinstance(node.op, ast.Mod) and isinstance(node.right, ast.Constant) \
                and node.right.value == 2 and isinstance(node.left, ast.BinOp) \
                and isinstance(node.left.op, ast.Add):
            return is_param(node.left.left) or is_param(node.left.right)
    return False


def _mutated_names(fn):
    """Names the function changes in place: x[i] = ..., x.append(...), x[i] += ..."""
    names = set()
    for node in fn.body_nodes():
        targets = []
        if isinstance(node, (ast.Assign,)):
            targets = node.targets
        elif isinstance(node, ast.AugAssign):
            targets = [node.target]
        for target in targets:
            for t in ast.walk(target):
                if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name):
                    names.add(t.value.id)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in MUTATING_METHODS and isinstance(node.func.value, ast.Name):
            names.add(node.func.value.id)
    return names


def _mutated_outer(fn, analysis, state_tables=True):
    """Globals and closure variables the recursion changes in place or rebinds (global x).

    With state_tables, an entry keyed by the function's parameters only (memo[n] = r) is a table
    of its calls' states, not state of its own.
    """
    own = set(fn.all_params())
    for node in fn.body_nodes():
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            own.add(node.id)
    declared = set()
    for node in fn.body_nodes():
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            declared |= set(node.names)
    own -= declared
    outer = []
    params = set(fn.all_params())
    me = _self_of(fn)
    for node in fn.body_nodes():
        name = None
        if isinstance(node, (ast.Assign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                for t in ast.walk(target):
                    keyed = _subscript_indexes(t) if isinstance(t, ast.Subscript) else []
                    if isinstance(t, ast.Subscript) and _outer_name(t.value, me) \
                            and not (state_tables and keyed and set(keyed) <= params):
                        name = _outer_name(t.value, me)
                    elif isinstance(t, ast.Name) and t.id in declared:
                        name = t.id
                    elif t is target and isinstance(t, ast.Attribute) and _outer_name(t, me):
                        name = _outer_name(t, me)  # self.me = ..., self.used ^= bit
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                and node.func.attr in MUTATING_METHODS and _outer_name(node.func.value, me):
            name = _outer_name(node.func.value, me)
        if name and name not in own and name not in outer \
                and analysis._resolve_name(fn, name) is None:
            outer.append(name)
    return outer


def _self_of(fn):
    """A method's self (its first parameter), whose attributes count as state; else None."""
    return fn.all_params()[0] if fn.skips_first() else None


def _outer_name(node, me):
    """board for the name board, self.board for an attribute of the method's self `me`; else
    None."""
    if isinstance(node, ast.Name):
        return node.id
    if me and isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
            and node.value.id == me:
        return me + '.' + node.attr
    return None


def _names_read(fn):
    """The names fn's own body reads, and a method's attributes of self as 'self.board'."""
    me = _self_of(fn)
    return {_outer_name(node, me) for node in fn.body_nodes()
            if (isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load))
            or (isinstance(node, ast.Attribute) and _outer_name(node, me))}


def _has_top_level_code(tree):
    """A program a judge runs: statements besides imports, definitions and assignments."""
    for stmt in tree.body:
        if isinstance(stmt, (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.AsyncFunctionDef,
                             ast.ClassDef, ast.Assign, ast.AnnAssign, ast.Pass)):
            continue
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            continue  # a docstring
        return True
    return False
