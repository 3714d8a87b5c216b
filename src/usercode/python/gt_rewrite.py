"""The program's syntax tree with its recursion traced: what gt_analysis found, rewritten.

Each traced function gets the decorator gt_runtime.traced (in place of its cache decorator,
whose arguments it keeps); each of its return statements passes its value through _gt_ret
(the line, and whether it leaves a loop early) or _gt_hit (a memo answer); each memo test
asks the memo switch. Line numbers stay the user's.
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


class _Returns(ast.NodeTransformer):
    """The return statements of one function's own body."""

    def __init__(self, memo_returns):
        self.memo_returns = memo_returns
        self.loops = 0

    def visit_FunctionDef(self, node):
        return node  # a nested function returns for itself

    visit_AsyncFunctionDef = visit_FunctionDef
    visit_Lambda = visit_FunctionDef
    visit_ClassDef = visit_FunctionDef

    def _loop(self, node):
        self.loops += 1
        node.body = [self.visit(s) for s in node.body]
        self.loops -= 1
        node.orelse = [self.visit(s) for s in node.orelse]
        return node

    visit_For = _loop
    visit_While = _loop
    visit_AsyncFor = _loop

    def visit_Return(self, node):
        value = node.value or _constant(None, node)
        if id(node) in self.memo_returns:
            node.value = _call('_gt_hit', [value, _constant(node.lineno, node)], node)
        else:
            node.value = _call('_gt_ret', [value, _constant(node.lineno, node),
                                           _constant(self.loops > 0, node)], node)
        return node


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
            fn.node.body = _call('_gt_ret', [fn.node.body, _constant(fn.line, fn.node),
                                             _constant(False, fn.node)], fn.node.body)
            continue
        returns = _Returns(memo_returns)
        fn.node.body = [returns.visit(s) for s in fn.node.body]
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
