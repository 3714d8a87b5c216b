n = int(input())
a = list(map(int, input().split()))
memo = {}


def play(l, r, turn):
    # (Alice's total, Bob's total) from a[l..r]; turn 0: Alice moves
    if l > r:
        return (0, 0)
    if (l, r, turn) in memo:
        return memo[(l, r, turn)]
    options = []
    for i, (nl, nr) in ((l, (l + 1, r)), (r, (l, r - 1))):
        alice, bob = play(nl, nr, 1 - turn)
        if turn == 0:
            options.append((alice + a[i], bob))
        else:
            options.append((alice, bob + a[i]))
    if turn == 0:
        res = max(options, key=lambda p: p[0] - p[1])
    else:
        res = max(options, key=lambda p: p[1] - p[0])
    memo[(l, r, turn)] = res
    return res


x, y = play(0, n - 1, 0)
print("Alice" if x > y else "Bob" if x < y else "Draw", x, y)
