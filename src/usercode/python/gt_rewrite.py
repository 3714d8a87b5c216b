# SPDX-FileCopyrightText: 2026 The Game Tree Studio team
# SPDX-License-Identifier: MIT
"""The program's syntax tree with its recursion traced: what gt_analysis found, rewritten.

Each traced function gets the decorator gt_runtime.traced (in place of its cache decorator,
whose arguments it keeps); each memo test asks the memo switch. Each of its return statements
says how it returned, for its call's Leave record: its line, whether it leaves a loop early and
whether it is a memo answer. Once its value is computed it stores CODE, the line times two plus
one for an early exit, into gt_runtime.RETURNED (the program's _gt_returned: code, hit, near):

    return X   becomes   _gt_v = X
                         if _gt_returned[2]:
                             _gt_ret(_gt_v, CODE)
                         else:
                             _gt_returned[0] = CODE
                         return _gt_v

and a memo answer keeps the early bit and sets hit (or calls _gt_hit). near says that the
recursion limit may be close: the hook is then called, a Python frame like the one
`return _gt_ret(X, ...)` pushed at every return, so that a RecursionError strikes exactly where
it would. A generator, a coroutine and a lambda keep that call form. Line numbers stay the
user's.
"""

import ast

import gt_analysis


def _name(id_, node):
    return ast.copy_location(ast.Name(id=id_, ctx=ast.Load()), node)


def _call(func, args, node):
    return ast.copy_location(ast.Call(func=_name(func, node), args=args, keywords=[]), node)


def _constant(value, node):
    return ast.copy_location(ast.Constant(value=value), node)


def _cache_arguments(decorator):
    """maxsize and typed of @cache, @lru_cache, @lru_cache(None), @lru_cache(maxsize=N)."""
    name = gt_analysis.decorator_name(decorator)
    none = _constant(None, decorator)
    if not isinstance(decorator, ast.Call):
        return (none, _constant(False, decorator)) if name == 'cache' else (
            _constant(128, decorator), _constant(False, decorator))
    maxsize = decorator.args[0] if decorator.args else _constant(128, decorator)
    typed = decorator.args[1] if len(decorator.args) > 1 else _constant(False, decorator)
    for kw in decorator.keywords:
        if kw.arg == 'maxsize':
            maxsize = kw.value
        elif kw.arg == 'typed':
            typed = kw.value
    if name == 'cache':
        maxsize = none
    return maxsize, typed


def _statement(text, node):
    """A statement written as text, all of it at node's place."""
    statement = ast.parse(text).body[0]
    for n in ast.walk(statement):
        ast.copy_location(n, node)
    return statement


def _store(name, value, node):
    return ast.copy_location(ast.Assign(
        targets=[ast.copy_location(ast.Name(id=name, ctx=ast.Store()), node)], value=value), node)


def _visit_all(transformer, statements):
    out = []
    for statement in statements:
        visited = transformer.visit(statement)
        out += visited if isinstance(visited, list) else [visited]
    return out


class _Returns(ast.NodeTransformer):
    """The return statements of one function's own body (inline: as statements that store, not
    a call; else as a call of the hook)."""

    def __init__(self, memo_returns, inline):
        self.memo_returns = memo_returns
        self.inline = inline
        self.loops = 0

    def visit_FunctionDef(self, node):
        return node  # a nested function returns for itself

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef
    visit_ClassDef = visit_FunctionDef

    def _loop(self, node):
        self.loops += 1
        node.body = _visit_all(self, node.body)
        self.loops -= 1
        node.orelse = _visit_all(self, node.orelse)
        return node

    visit_For = _loop
    visit_While = _loop
    visit_AsyncFor = _loop

    def visit_Return(self, node):
        value = node.value or _constant(None, node)
        hit = id(node) in self.memo_returns
        code = node.lineno * 2 + (0 if hit or self.loops == 0 else 1)
        hook = _call('_gt_hit' if hit else '_gt_ret', [value, _constant(code, node)], node)
        if not self.inline:
            node.value = hook
            return node
        statements = []
        if not isinstance(value, ast.Constant):
            statements.append(_store('_gt_v', value, node))
            value = _name('_gt_v', node)
            hook.args[0] = value
        if hit:  # the line, the early bit as it was; and a memo answer
            stores = [_statement('_gt_returned[0] = _gt_returned[0] & 1 | %d' % code, node),
                      _statement('_gt_returned[1] = True', node)]
        else:
            stores = [_statement('_gt_returned[0] = %d' % code, node)]
        statements.append(ast.copy_location(ast.If(
            test=_statement('_gt_returned[2]', node).value,
            body=[ast.copy_location(ast.Expr(value=hook), node)], orelse=stores), node))
        node.value = value
        statements.append(node)
        return statements


def rewrite(analysis):
    """The analysis's tree, traced (changed in place and returned)."""
    for fid, fn in enumerate(analysis.traced):
        memo_returns = set()
        for test in fn.memo_tests:
            node = test['node']
            if test['missing']:
                node.test = _call('_gt_miss', [node.test], node.test)
            else:
                node.test = ast.copy_location(ast.BoolOp(op=ast.And(), values=[
                    _call('_gt_memo_on', [], node.test), node.test]), node.test)
                ret = gt_analysis._returns_first(node.body)
                if ret is not None:
                    memo_returns.add(id(ret))
        if isinstance(fn.node, ast.Lambda):
            fn.node.body = _call('_gt_ret', [fn.node.body, _constant(fn.line * 2, fn.node)],
                                 fn.node.body)
            continue
        inline = isinstance(fn.node, ast.FunctionDef) and not any(
            isinstance(n, (ast.Yield, ast.YieldFrom, ast.Await)) for n in fn.body_nodes())
        returns = _Returns(memo_returns, inline)
        fn.node.body = _visit_all(returns, fn.node.body)
        decorator = _traced_decorator(fid, fn)
        if fn.cache is not None:
            at = fn.node.decorator_list.index(fn.cache)
            fn.node.decorator_list[at] = decorator
        else:
            fn.node.decorator_list.append(decorator)
    _wrap_lambdas(analysis)
    return ast.fix_missing_locations(analysis.tree)


def _traced_decorator(fid, fn):
    node = fn.cache if fn.cache is not None else fn.node
    args = [_constant(fid, node)]
    if fn.cache is not None:
        maxsize, typed = _cache_arguments(fn.cache)
        args += [_constant(True, node), maxsize, typed]
    return _call('_gt_traced', args, node)


class _LambdaBinder(ast.NodeTransformer):
    def __init__(self, lambdas):
        self.lambdas = lambdas

    def visit_Assign(self, node):
        self.generic_visit(node)
        fid = self.lambdas.get(id(node.value))
        if fid is not None:
            node.value = ast.copy_location(ast.Call(
                func=_call('_gt_traced', [_constant(fid, node)], node),
                args=[node.value], keywords=[]), node.value)
        return node


def _wrap_lambdas(analysis):
    lambdas = {id(fn.node): fid for fid, fn in enumerate(analysis.traced)
               if isinstance(fn.node, ast.Lambda)}
    if lambdas:
        _LambdaBinder(lambdas).visit(analysis.tree)
