<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>gt::CallStackModel</name>
    <message>
        <source>→ trying %1</source>
        <translation>→ 試行中：%1</translation>
    </message>
    <message>
        <source>← running</source>
        <translation>← 実行中</translation>
    </message>
    <message>
        <source>call #%1 at depth %2</source>
        <translation>呼び出し #%1（深さ %2）</translation>
    </message>
</context>
<context>
    <name>gt::CanIWin</name>
    <message>
        <source>max=%1, total=%2</source>
        <translation>max=%1, total=%2</translation>
    </message>
    <message>
        <source>used %1 · need %2</source>
        <translation>使用済み %1 · あと %2</translation>
    </message>
    <message>
        <source>used %1 · reached %2</source>
        <translation>使用済み %1 · 到達した合計 %2</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>%1 を選ぶ</translation>
    </message>
    <message>
        <source>largest number that can be chosen</source>
        <translation>選べる最大の数</translation>
    </message>
    <message>
        <source>desired total</source>
        <translation>目標の合計</translation>
    </message>
    <message>
        <source>Can I Win (the 100 game, numbers not reused)</source>
        <translation>Can I Win（数を再利用しない 100 ゲーム）</translation>
    </message>
    <message>
        <source>LeetCode 464; seed articles 000 (ja) and 001 (ko)</source>
        <translation>LeetCode 464、元記事 000（日本語）と 001（韓国語）</translation>
    </message>
    <message>
        <source>numbers used</source>
        <translation>使った数の個数</translation>
    </message>
    <message>
        <source>used</source>
        <translation>使った数</translation>
    </message>
    <message>
        <source>%1 numbers used, then %2, …, then none</source>
        <translation>%1 個使用、次に %2 個、…、最後に 0 個</translation>
    </message>
</context>
<context>
    <name>gt::CanvasTabs</name>
    <message>
        <source>Call tree</source>
        <translation>呼び出し木</translation>
    </message>
    <message>
        <source>State graph</source>
        <translation>状態グラフ</translation>
    </message>
    <message>
        <source>Every call of the run, as the recursion made them</source>
        <translation>実行のすべての呼び出しを、再帰が行ったとおりに表示します</translation>
    </message>
    <message>
        <source>One node per state: a state reached by k calls is drawn once, marked “×k”, with an edge for each move into it</source>
        <translation>状態ごとに 1 頂点：k 回の呼び出しが到達した状態は 1 度だけ描かれて「×k」と記され、そこへの手ごとに辺が 1 本あります</translation>
    </message>
    <message>
        <source>DP table</source>
        <translation>DP 表</translation>
    </message>
    <message>
        <source>The memo as the DP table the article allocates, filling as the recursion runs; click a cell to select the call that stored it</source>
        <translation>元記事が確保する DP 表としてのメモ。再帰が進むにつれて埋まります。マスをクリックすると、そのマスを保存した呼び出しを選びます</translation>
    </message>
    <message>
        <source>&amp;Numbers in the cells:</source>
        <translation>マスの番号(&amp;N)：</translation>
    </message>
    <message>
        <source>when the recursion stored them</source>
        <translation>再帰が保存した順</translation>
    </message>
    <message>
        <source>when a bottom-up loop fills them</source>
        <translation>ボトムアップのループが埋める順</translation>
    </message>
    <message>
        <source>The order top-down memoization fills the table, or the order an iterative DP would</source>
        <translation>トップダウンのメモ化が表を埋める順、または反復 DP が埋める順</translation>
    </message>
    <message>
        <source>%1 does not say how its memo is laid out, so there is no table to draw.</source>
        <translation>%1 はメモの形を宣言していないので、描く表がありません。</translation>
    </message>
    <message>
        <source>There is no table to draw: %1. The call tree and the state graph show its calls and states.</source>
        <translation>描く表がありません：%1。呼び出し木と状態グラフに呼び出しと状態が表示されます。</translation>
    </message>
    <message>
        <source>This program does not say how a bottom-up loop would fill its table.</source>
        <translation>このプログラムは、ボトムアップのループが表をどう埋めるかを示していません。</translation>
    </message>
</context>
<context>
    <name>gt::CodeFiles</name>
    <message>
        <source>Code (*.cpp *.cc *.cxx *.py)</source>
        <translation>コード (*.cpp *.cc *.cxx *.py)</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Python ファイル (*.py)</translation>
    </message>
    <message>
        <source>C++ files (*.cpp *.cc *.cxx)</source>
        <translation>C++ ファイル (*.cpp *.cc *.cxx)</translation>
    </message>
</context>
<context>
    <name>gt::CodeRunInput</name>
    <message>
        <source>&amp;Call:</source>
        <translation>呼び出し(&amp;C)：</translation>
    </message>
    <message>
        <source>e.g. stoneGameII({2,7,9,4,4})</source>
        <translation>例：stoneGameII({2,7,9,4,4})</translation>
    </message>
    <message>
        <source>The method to call and its arguments, as LeetCode calls a class without main()</source>
        <translation>main() のないクラスに対して、LeetCode のように呼び出すメソッドとその引数</translation>
    </message>
    <message>
        <source>This file has no main(): write the call to make, a method of its class with its arguments.</source>
        <translation>このファイルには main() がありません。呼び出すクラスのメソッドを引数付きで書いてください。</translation>
    </message>
    <message>
        <source>It can call: %1</source>
        <translation>呼び出せるメソッド：%1</translation>
    </message>
    <message>
        <source>Standard &amp;input:</source>
        <translation>標準入力(&amp;I)：</translation>
    </message>
    <message>
        <source>What the program reads (cin, scanf), as in a contest&apos;s custom test</source>
        <translation>プログラムが読み込む内容（cin、scanf）。コンテストのコードテストと同じです</translation>
    </message>
    <message>
        <source>The program&apos;s standard input, as a judge gives it</source>
        <translation>ジャッジが与えるのと同じ、プログラムの標準入力</translation>
    </message>
    <message>
        <source>&amp;Trace:</source>
        <translation>トレース(&amp;T)：</translation>
    </message>
    <message>
        <source>the recursion found</source>
        <translation>見つかった再帰</translation>
    </message>
    <message>
        <source>The function whose calls are drawn, when the file has several recursions</source>
        <translation>ファイルに再帰が複数あるとき、呼び出しを描く関数</translation>
    </message>
    <message>
        <source>Run %1 of %2</source>
        <comment>the top-level call drawn, of all the calls main() made</comment>
        <translation>%2 回中 %1 回目</translation>
    </message>
    <message>
        <source>main() started the recursion %L1 times from the top level (a loop over test cases?): choose the one to draw</source>
        <translation>main() はトップレベルから再帰を %L1 回始めました（テストケースのループ？）。描く 1 回を選んでください</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>自動（%1）</translation>
    </message>
    <message>
        <source>The language the code is run in. Automatic tells it by the file&apos;s extension, or for pasted code by what the text looks like.</source>
        <translation>コードを実行する言語です。「自動」では、ファイルの拡張子から、貼り付けたコードなら内容から判断します。</translation>
    </message>
    <message>
        <source>e.g. stoneGameII([2,7,9,4,4])</source>
        <translation>例：stoneGameII([2,7,9,4,4])</translation>
    </message>
    <message>
        <source>The method to call and its arguments as Python literals, as LeetCode calls a class without top-level code</source>
        <translation>トップレベルのコードのないクラスに対して、LeetCode のように呼び出すメソッドとその引数（Python のリテラルで）</translation>
    </message>
    <message>
        <source>This file has no top-level code: write the call to make, a method of its class with Python literals, e.g. canIWin(10, 11).</source>
        <translation>このファイルにはトップレベルのコードがありません。呼び出すクラスのメソッドを Python のリテラルの引数付きで書いてください（例：canIWin(10, 11)）。</translation>
    </message>
    <message>
        <source>What the program reads (input(), sys.stdin), as in a contest&apos;s custom test</source>
        <translation>プログラムが読み込む内容（input()、sys.stdin）。コンテストのコードテストと同じです</translation>
    </message>
    <message>
        <source>The program&apos;s top-level code started the recursion %L1 times (a loop over test cases?): choose the one to draw</source>
        <translation>プログラムのトップレベルのコードが再帰を %L1 回始めました（テストケースのループ？）。描く 1 回を選んでください</translation>
    </message>
</context>
<context>
    <name>gt::CodeWorkspace</name>
    <message>
        <source>Open Code</source>
        <translation>コードを開く</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <source>Save Code</source>
        <translation>コードを保存</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file on disk is as it was.</source>
        <translation>%1 に書き込めません：%2。ディスク上のファイルは元のままです。</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Unsaved Code</source>
        <translation>保存していないコード</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 には保存していない変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>&amp;New Game From Template</source>
        <translation>テンプレートから新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;Code…</source>
        <translation>コードを開く(&amp;C)…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Code</source>
        <translation>コードを保存(&amp;V)</translation>
    </message>
    <message>
        <source>Save Code &amp;As…</source>
        <translation>名前を付けてコードを保存(&amp;A)…</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>サンプル(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Python</source>
        <translation>Python(&amp;P)</translation>
    </message>
</context>
<context>
    <name>gt::CommandChecks</name>
    <message>
        <source>%1%2 is given more than once (&apos;%3&apos; and &apos;%4&apos;); give it once</source>
        <translation>%1%2 が複数回指定されています（&apos;%3&apos; と &apos;%4&apos;）。一度だけ指定してください</translation>
    </message>
    <message>
        <source>%1%2 is given more than once; give it once</source>
        <translation>%1%2 が複数回指定されています。一度だけ指定してください</translation>
    </message>
    <message>
        <source>%1 %2 is also an input (%3): writing it would destroy it; write to another file</source>
        <translation>%1 %2 は入力でもあります（%3）。書き込むと入力が失われます。別のファイルに書き出してください</translation>
    </message>
    <message>
        <source>%1 %2 is a folder holding an input (%3): writing it would destroy it; write to another folder</source>
        <translation>%1 %2 は入力を含むフォルダーです（%3）。書き込むと入力が失われます。別のフォルダーに書き出してください</translation>
    </message>
</context>
<context>
    <name>gt::ComparisonPane</name>
    <message>
        <source>Compare With &amp;Memo Off</source>
        <translation>メモ化なしと比べる(&amp;M)</translation>
    </message>
    <message>
        <source>Compare With &amp;Memo On</source>
        <translation>メモ化ありと比べる(&amp;M)</translation>
    </message>
    <message>
        <source>Compare With Short-Circuit O&amp;ff</source>
        <translation>打ち切りなしと比べる(&amp;F)</translation>
    </message>
    <message>
        <source>Compare With Short-Circuit O&amp;n</source>
        <translation>打ち切りありと比べる(&amp;N)</translation>
    </message>
    <message>
        <source>The run to compare with stopped: %1.</source>
        <translation>比べる実行が止まりました：%1。</translation>
    </message>
    <message>
        <source>Solving the run to compare with…</source>
        <translation>比べる実行を解いています…</translation>
    </message>
    <message>
        <source>%1 has no short-circuit switch to flip</source>
        <translation>%1 には切り替えられる打ち切りがありません</translation>
    </message>
    <message>
        <source>The memo saves %L1 of %L2 calls.</source>
        <translation>メモ化で %L2 回の呼び出しのうち %L1 回が省けます。</translation>
    </message>
    <message>
        <source>The short-circuit saves %L1 of %L2 calls.</source>
        <translation>打ち切りで %L2 回の呼び出しのうち %L1 回が省けます。</translation>
    </message>
    <message>
        <source>1 call</source>
        <translation>呼び出し 1 回</translation>
    </message>
    <message>
        <source>%L1 calls</source>
        <translation>呼び出し %L1 回</translation>
    </message>
    <message>
        <source>memo on: %1</source>
        <translation>メモ化あり：%1</translation>
    </message>
    <message>
        <source>memo off: %1</source>
        <translation>メモ化なし：%1</translation>
    </message>
    <message>
        <source>short-circuit on: %1</source>
        <translation>打ち切りあり：%1</translation>
    </message>
    <message>
        <source>short-circuit off: %1</source>
        <translation>打ち切りなし：%1</translation>
    </message>
</context>
<context>
    <name>gt::Examples</name>
    <message>
        <source>max 10, total 11: the article&apos;s example (false)</source>
        <translation>max 10、total 11：元記事の例（false）</translation>
    </message>
    <message>
        <source>max 4, total 6: small enough to read</source>
        <translation>max 4、total 6：読み切れる小ささ</translation>
    </message>
    <message>
        <source>max 20, total 11: true, despite the article&apos;s prose</source>
        <translation>max 20、total 11：元記事の本文に反して true</translation>
    </message>
    <message>
        <source>max 20, total 210: 10,485,761 calls</source>
        <translation>max 20、total 210：10,485,761 回の呼び出し</translation>
    </message>
    <message>
        <source>[2,7,9,4,4]: the article&apos;s example (10)</source>
        <translation>[2,7,9,4,4]：元記事の例（10）</translation>
    </message>
    <message>
        <source>[1,2,3,4,5,100] (104)</source>
        <translation>[1,2,3,4,5,100]（104）</translation>
    </message>
    <message>
        <source>N=10, moves 1,4: ABC 270 D sample 1 (5)</source>
        <translation>N=10、手 1,4：ABC 270 D 入力例 1（5）</translation>
    </message>
    <message>
        <source>N=11, moves 1,2,3,6: sample 2 (8)</source>
        <translation>N=11、手 1,2,3,6：入力例 2（8）</translation>
    </message>
    <message>
        <source>N=10000, moves 1,2,4,…,512: sample 3 (5136)</source>
        <translation>N=10000、手 1,2,4,…,512：入力例 3（5136）</translation>
    </message>
    <message>
        <source>N=7, memo off: the article&apos;s figure</source>
        <translation>N=7、メモ化なし：元記事の図</translation>
    </message>
    <message>
        <source>N=7, as the article&apos;s code runs it</source>
        <translation>N=7、元記事のコードどおり</translation>
    </message>
    <message>
        <source>N=9299: the case that needed the memo</source>
        <translation>N=9299：メモ化が必要になったケース</translation>
    </message>
</context>
<context>
    <name>gt::Export</name>
    <message>
        <source>%1: unknown extension &apos;%2&apos;; use .svg, .png, .pdf, .dot or .html</source>
        <translation>%1：拡張子 &apos;%2&apos; は使えません。.svg、.png、.pdf、.dot、.html のいずれかを使ってください</translation>
    </message>
    <message>
        <source>a web page shows the whole run step by step, not one picture: make it with gametree export ... -o FILE.html or File &gt; Export Web Page</source>
        <translation>ウェブページは 1 枚の図ではなく実行全体をステップごとに見せます。gametree export ... -o FILE.html か、「ファイル &gt; ウェブページを書き出す」で作ってください</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>an icicle has no graph to write as DOT; use .svg, .png or .pdf</source>
        <translation>アイシクル図には DOT として書き出すグラフがありません。.svg、.png か .pdf を使ってください</translation>
    </message>
    <message>
        <source>-o %1: the folder %2 does not exist</source>
        <translation>-o %1：フォルダー %2 がありません</translation>
    </message>
    <message>
        <source>-o %1: the folder %2 cannot be written to</source>
        <translation>-o %1：フォルダー %2 に書き込めません</translation>
    </message>
    <message>
        <source>-o %1: that is a folder; give a file name</source>
        <translation>-o %1：これはフォルダーです。ファイル名を指定してください</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>the PNG would be %1 x %2 pixels (%3 million, %4 in memory), more than %5 million</source>
        <translation>PNG が %1 x %2 ピクセル（%3 メガピクセル、メモリ %4）になり、%5 メガピクセルを超えます</translation>
    </message>
    <message>
        <source>%1; lower --dpi or --max-nodes, or export SVG or PDF</source>
        <translation>%1。--dpi か --max-nodes を下げるか、SVG か PDF で書き出してください</translation>
    </message>
    <message>
        <source>%1; lower --dpi or --max-nodes, export SVG or PDF, or add --force</source>
        <translation>%1。--dpi か --max-nodes を下げるか、SVG か PDF で書き出すか、--force を付けてください</translation>
    </message>
    <message>
        <source>%L1 nodes, about %2 of SVG and %3 of memory</source>
        <translation>頂点 %L1 個、SVG で約 %2、メモリ約 %3</translation>
    </message>
    <message>
        <source>the picture would have %1: more than %L2 nodes is drawn only with --force; lower --max-nodes or --depth, or use --view icicle</source>
        <translation>図が大きすぎます（%1）。頂点が %L2 個を超える図は --force を付けたときだけ描きます。--max-nodes か --depth を下げるか、--view icicle を使ってください</translation>
    </message>
    <message>
        <source>drawing %1…</source>
        <translation>描いています（%1）…</translation>
    </message>
</context>
<context>
    <name>gt::ExportActions</name>
    <message>
        <source>&amp;Export Current Step…</source>
        <translation>現在のステップを書き出す(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;Whole Run…</source>
        <translation>実行全体を書き出す(&amp;W)…</translation>
    </message>
    <message>
        <source>Export Slide &amp;Deck…</source>
        <translation>スライドを書き出す(&amp;D)…</translation>
    </message>
    <message>
        <source>Export We&amp;b Page…</source>
        <translation>ウェブページを書き出す(&amp;B)…</translation>
    </message>
    <message>
        <source>Export Web Page</source>
        <translation>ウェブページを書き出す</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>ウェブページ (*.html)</translation>
    </message>
    <message>
        <source>Cop&amp;y Picture</source>
        <translation>図をコピー(&amp;Y)</translation>
    </message>
    <message>
        <source>Export Whole Run</source>
        <translation>実行全体を書き出す</translation>
    </message>
    <message>
        <source>Export Current Step</source>
        <translation>現在のステップを書き出す</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;Graphviz DOT (*.dot)</source>
        <translation>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;Graphviz DOT (*.dot)</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 を書き出しました。</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>書き出しに失敗しました</translation>
    </message>
    <message>
        <source>Export Slide Deck</source>
        <translation>スライドを書き出す</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The picture of this step is on the clipboard.</source>
        <translation>このステップの図をクリップボードにコピーしました。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Slide deck cancelled: no file was written.</source>
        <translation>スライドの書き出しをキャンセルしました。ファイルは書き出していません。</translation>
    </message>
    <message>
        <source>Writing slide %1 of %2…</source>
        <translation>スライドを書き出しています（%2 枚中 %1 枚目）…</translation>
    </message>
    <message>
        <source>Writing the slides…</source>
        <translation>スライドを書き出しています…</translation>
    </message>
    <message>
        <source>Wrote %1: 1 slide.</source>
        <translation>%1 を書き出しました：スライド 1 枚。</translation>
    </message>
    <message>
        <source>Wrote %1: %L2 slides.</source>
        <translation>%1 を書き出しました：スライド %L2 枚。</translation>
    </message>
</context>
<context>
    <name>gt::FileWriting</name>
    <message>
        <source>it is not a regular file (a folder or a device), so it is not replaced</source>
        <translation>通常のファイルではない（フォルダーかデバイス）ため、置き換えません</translation>
    </message>
</context>
<context>
    <name>gt::FindBar</name>
    <message>
        <source>Find a state: n=37, used {1,3}, i=2 M=1</source>
        <translation>状態を検索：n=37、使用済み {1,3}、i=2 M=1</translation>
    </message>
    <message>
        <source>Find a state</source>
        <translation>状態を検索</translation>
    </message>
    <message>
        <source>Find &amp;State…</source>
        <translation>状態を検索(&amp;S)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>次を検索(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>前を検索(&amp;V)</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L2 件中 %L1 件目</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>%L1 of …</source>
        <translation>… 件中 %L1 件目</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>検索中…</translation>
    </message>
</context>
<context>
    <name>gt::FolderReplacement</name>
    <message>
        <source>it is not a file (a folder of that name is in the way)</source>
        <translation>ファイルではありません（同じ名前のフォルダーがあります）</translation>
    </message>
    <message>
        <source>%1; the old files that could not be put back are in %2</source>
        <translation>%1。元に戻せなかった古いファイルは %2 にあります</translation>
    </message>
</context>
<context>
    <name>gt::GameForm</name>
    <message>
        <source>The two-player game to solve</source>
        <translation>解く二人ゲーム</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G)：</translation>
    </message>
    <message>
        <source>Ready parameters, the seed articles&apos; own first</source>
        <translation>用意したパラメータ（元記事のものが先頭）</translation>
    </message>
    <message>
        <source>&amp;Example:</source>
        <translation>例(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Memo table</source>
        <translation>メモ化(&amp;M)</translation>
    </message>
    <message>
        <source>Store each state&apos;s value and answer repeated calls from the table</source>
        <translation>各状態の値を表に保存し、同じ状態の呼び出しには表の値を返します</translation>
    </message>
    <message>
        <source>S&amp;hort-circuit</source>
        <translation>打ち切り(&amp;H)</translation>
    </message>
    <message>
        <source>Return at the first move that decides the position</source>
        <translation>勝敗を決める手が見つかった時点で返します</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>解く(&amp;S)</translation>
    </message>
    <message>
        <source>Solve is disabled: %1</source>
        <translation>「解く」は使えません：%1</translation>
    </message>
    <message>
        <source>Solve is disabled while a run is being solved.</source>
        <translation>計算中は「解く」を使えません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a field&apos;s name as its label shows it, then what is wrong with its value</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: no value given; allowed: %2</source>
        <translation>%1：値がありません。使える値：%2</translation>
    </message>
    <message>
        <source>Custom parameters</source>
        <translation>独自のパラメータ</translation>
    </message>
    <message>
        <source>Solve compiles your code; the parameters it declares then appear here.</source>
        <translation>「解く」でコードをコンパイルします。コードが宣言したパラメータがここに表示されます。</translation>
    </message>
    <message>
        <source>Your code: %1</source>
        <translation>自分のコード：%1</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>値の種類(&amp;V)：</translation>
    </message>
    <message>
        <source>How your code&apos;s values read: what it declares with run.values, or another kind; changing it solves again</source>
        <translation>コードの値の読み方：run.values で宣言した種類、または別の種類。変えると解き直します</translation>
    </message>
    <message>
        <source>A program traced as written has no short-circuit switch: its loops run as it wrote them</source>
        <translation>書いたまま追跡するプログラムには打ち切りの切り替えがありません。ループは書かれたとおりに動きます</translation>
    </message>
</context>
<context>
    <name>gt::IcicleScene</name>
    <message>
        <source>icicle: a band per depth, each call as wide as the calls in its subtree</source>
        <translation>アイシクル図：深さごとに 1 本の帯、各呼び出しの幅はその部分木の呼び出し回数</translation>
    </message>
    <message>
        <source>%1 levels deep: a band holds %2 levels, drawn as its shallowest calls</source>
        <translation>深さ %1 まで：帯 1 本が深さ %2 ぶんを受け持ち、いちばん浅い呼び出しで描く</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>呼び出し %1 回</translation>
    </message>
    <message>
        <source>%1 memo answers</source>
        <translation>メモから返した %1 回</translation>
    </message>
    <message>
        <source>call #%1 · depth %2 · %3 calls in its subtree</source>
        <translation>呼び出し #%1 · 深さ %2 · 部分木に %3 回の呼び出し</translation>
    </message>
    <message>
        <source>%1 calls of this band drawn here</source>
        <translation>この帯の呼び出し %1 回をここに描く</translation>
    </message>
    <message>
        <source>memo answers (bolder: a larger share of the calls)</source>
        <translation>メモの値を返した呼び出し（濃いほど呼び出しに占める割合が大きい）</translation>
    </message>
    <message>
        <source>base cases</source>
        <translation>ベースケース</translation>
    </message>
    <message>
        <source>calls in repeated subtrees: their states were computed before</source>
        <translation>繰り返しの部分木の呼び出し：その状態は以前に計算済み</translation>
    </message>
    <message>
        <source>calls narrower than a point: the colour of most, paler where they fill less</source>
        <translation>1 ポイントより細い呼び出し：多いほうの色、埋まりが少ないほど淡い</translation>
    </message>
    <message>
        <source>running when the program stopped: no value</source>
        <translation>プログラムが止まったとき実行中：値はありません</translation>
    </message>
</context>
<context>
    <name>gt::IcicleView</name>
    <message>
        <source>Every call of the run, once it is solved: each call as wide as its subtree.</source>
        <translation>解くと、実行のすべての呼び出しがここに表示されます。各呼び出しの幅はその部分木の大きさです。</translation>
    </message>
</context>
<context>
    <name>gt::IncludeFoldersDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Include Folders</source>
        <translation>インクルードフォルダー</translation>
    </message>
    <message>
        <source>Where #include &lt;...&gt; in your code also looks, in this order (the compiler&apos;s -I), for every program you solve here.</source>
        <translation>コードの #include &lt;...&gt; がこの順に追加で探すフォルダーです（コンパイラの -I）。ここで解くすべてのプログラムに使います。</translation>
    </message>
    <message>
        <source>Add Include Folder</source>
        <translation>インクルードフォルダーを追加</translation>
    </message>
    <message>
        <source>%1 is not a folder: remove it, or create it first.</source>
        <translation>%1 はフォルダーではありません。削除するか、先に作成してください。</translation>
    </message>
    <message>
        <source>No folders: only the file&apos;s own folder and the system&apos;s headers are searched.</source>
        <translation>フォルダーはありません。ファイル自身のフォルダーとシステムのヘッダーだけを探します。</translation>
    </message>
</context>
<context>
    <name>gt::InputFile</name>
    <message>
        <source>it is a folder; only a regular file of at most %L1 MiB is read</source>
        <translation>フォルダーです。読み込めるのは %L1 MiB 以下の通常のファイルだけです</translation>
    </message>
    <message>
        <source>it is a FIFO (a named pipe); only a regular file of at most %L1 MiB is read</source>
        <translation>FIFO（名前付きパイプ）です。読み込めるのは %L1 MiB 以下の通常のファイルだけです</translation>
    </message>
    <message>
        <source>it is a device; only a regular file of at most %L1 MiB is read</source>
        <translation>デバイスです。読み込めるのは %L1 MiB 以下の通常のファイルだけです</translation>
    </message>
    <message>
        <source>it is not a regular file; only a regular file of at most %L1 MiB is read</source>
        <translation>通常のファイルではありません。読み込めるのは %L1 MiB 以下の通常のファイルだけです</translation>
    </message>
    <message>
        <source>it is larger than %L1 MiB, the most that is read</source>
        <translation>読み込める上限の %L1 MiB より大きいファイルです</translation>
    </message>
</context>
<context>
    <name>gt::InspectorPanel</name>
    <message>
        <source>Click a call in the tree to see it here.</source>
        <translation>木の呼び出しをクリックするとここに表示されます。</translation>
    </message>
    <message>
        <source>Call #%1 · depth %2</source>
        <translation>呼び出し #%1 · 深さ %2</translation>
    </message>
    <message>
        <source>First player to move (OR node)</source>
        <translation>先手の番（OR 頂点）</translation>
    </message>
    <message>
        <source>Second player to move (AND node)</source>
        <translation>後手の番（AND 頂点）</translation>
    </message>
    <message>
        <source>Reached by %1 from %2</source>
        <translation>到達した手：%1（%2 から）</translation>
    </message>
    <message>
        <source>call #%1</source>
        <translation>呼び出し #%1</translation>
    </message>
    <message>
        <source>Not returned yet at this step.</source>
        <translation>このステップではまだ返っていません。</translation>
    </message>
    <message>
        <source>Returns &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>戻り値：&lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Base case</source>
        <translation>ベースケース</translation>
    </message>
    <message>
        <source>Answered from the memo, computed by %1</source>
        <translation>メモの値を返した（計算したのは %1）</translation>
    </message>
    <message>
        <source>Takes every remaining pile (not stored)</source>
        <translation>残りの山をすべて取り切る（保存しない）</translation>
    </message>
    <message>
        <source>Computed; stopped at the deciding move</source>
        <translation>計算済み：決め手が見つかったので打ち切り</translation>
    </message>
    <message>
        <source>Computed from every move</source>
        <translation>すべての手を試して計算</translation>
    </message>
    <message>
        <source>Repeats %1 (same state)</source>
        <translation>%1 の繰り返し（同じ状態）</translation>
    </message>
    <message>
        <source>Moves tried</source>
        <translation>試した手</translation>
    </message>
    <message>
        <source>Called from %1</source>
        <translation>呼び出し元：%1</translation>
    </message>
    <message>
        <source>… %L1 more moves …</source>
        <translation>… ほか %L1 手 …</translation>
    </message>
</context>
<context>
    <name>gt::LegendPanel</name>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
</context>
<context>
    <name>gt::MainWindow</name>
    <message>
        <source>Game Tree Studio</source>
        <translation>ゲーム木スタジオ</translation>
    </message>
    <message>
        <source>Stepping</source>
        <translation>ステップ実行</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Solving %1…</source>
        <translation>%1 を計算中…</translation>
    </message>
    <message>
        <source> The previous run is still shown.</source>
        <translation> 前の実行はそのまま表示しています。</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>The run stopped: %1.</source>
        <translation>実行が止まりました：%1。</translation>
    </message>
    <message>
        <source>The answer, %1, is known before any recursive call.</source>
        <translation>答え %1 は再帰呼び出しの前に決まります。</translation>
    </message>
    <message>
        <source>step %L1 of %L2</source>
        <translation>ステップ %L1 / %L2</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>保存に失敗しました</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Compiling and running %1…</source>
        <translation>%1 をコンパイルして実行中…</translation>
    </message>
    <message>
        <source>%1. The tree shows the calls it made until then.</source>
        <translation>%1。木にはそこまでに行われた呼び出しを表示しています。</translation>
    </message>
    <message>
        <source>The session&apos;s code is shown and was not run. Read it; Solve compiles and runs it.</source>
        <translation>セッションのコードを表示しました。まだ実行していません。内容を確認してから「解く」を押すと、コンパイルして実行します。</translation>
    </message>
    <message>
        <source>Run the Session&apos;s Code?</source>
        <translation>セッションのコードを実行しますか？</translation>
    </message>
    <message>
        <source>This session contains %2 lines of C++ code (%1), now shown in the code panel.</source>
        <translation>このセッションには C++ のコード（%1、%2 行）が含まれています。コードパネルに表示しました。</translation>
    </message>
    <message>
        <source>Compile and Run</source>
        <translation>コンパイルして実行</translation>
    </message>
    <message>
        <source>Do Not Run</source>
        <translation>実行しない</translation>
    </message>
    <message>
        <source>Step %1 is past the run&apos;s last step, %2: the run is shown from its first step.</source>
        <translation>ステップ %1 はこの実行の最後のステップ（%2）より後です。最初のステップから表示します。</translation>
    </message>
    <message>
        <source>%1 was not opened: the session&apos;s &quot;palette&quot; must be one of %2</source>
        <translation>%1 は開きませんでした：セッションの &quot;palette&quot; は %2 のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>Pick a game and its numbers on the left, then press Solve (%1).
Step through the calls with the arrow keys. %2 opens the guide.</source>
        <translation>左でゲームと数を選び、「解く」（%1）を押してください。
矢印キーで呼び出しを 1 つずつ進めます。%2 で使い方が開きます。</translation>
    </message>
    <message>
        <source>%1 is loaded: press Solve (%2) to run it and draw its tree.</source>
        <translation>%1 を読み込みました。「解く」（%2）を押すと実行して木を描きます。</translation>
    </message>
    <message>
        <source>%1 was not opened: the code on screen was not saved</source>
        <translation>%1 は開きませんでした。画面上のコードが保存されていません</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>%1 を実行中…</translation>
    </message>
    <message>
        <source>The session&apos;s code is shown and was not run. Read it; Solve runs it.</source>
        <translation>セッションのコードを表示しました。まだ実行していません。内容を確認してから「解く」を押すと実行します。</translation>
    </message>
    <message>
        <source>This session contains %2 lines of Python code (%1), now shown in the code panel.</source>
        <translation>このセッションには Python のコード（%1、%2 行）が含まれています。コードパネルに表示しました。</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>It calls %1.</source>
        <translation>呼び出し：%1</translation>
    </message>
    <message>
        <source>Its input is empty.</source>
        <translation>入力は空です。</translation>
    </message>
    <message>
        <source>Its input:</source>
        <translation>入力：</translation>
    </message>
    <message>
        <source>Its input has %1 lines; all of them are under Show Details.</source>
        <translation>入力は %1 行あります。すべての行は「詳細を表示」で見られます。</translation>
    </message>
    <message>
        <source>Solving runs it on this computer, in a sandbox where it cannot write your files or reach the network. Run it only if you trust where the session came from.</source>
        <translation>解くと、このコンピューター上のサンドボックスで実行します。サンドボックスではあなたのファイルへの書き込みもネットワークへの接続もできません。セッションの入手元を信頼できる場合にだけ実行してください。</translation>
    </message>
    <message>
        <source>Solving compiles and runs it on this computer, in a sandbox where it cannot write your files or reach the network. Run it only if you trust where the session came from.</source>
        <translation>解くと、このコンピューター上でコンパイルし、サンドボックスで実行します。サンドボックスではあなたのファイルへの書き込みもネットワークへの接続もできません。セッションの入手元を信頼できる場合にだけ実行してください。</translation>
    </message>
    <message>
        <source>Solving runs it on this computer with your rights. Run it only if you trust where the session came from.</source>
        <translation>解くと、このコードをこのコンピューター上であなたの権限で実行します。セッションの入手元を信頼できる場合だけ実行してください。</translation>
    </message>
    <message>
        <source>Solving compiles and runs it on this computer with your rights. Run it only if you trust where the session came from.</source>
        <translation>解くと、このコードをこのコンピューター上であなたの権限でコンパイルして実行します。セッションの入手元を信頼できる場合だけ実行してください。</translation>
    </message>
</context>
<context>
    <name>gt::MemoTableModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation>保存した呼び出し</translation>
    </message>
    <message>
        <source>Entry %L1: %2 = %3, stored by call #%L4</source>
        <translation>項目 %L1：%2 = %3（保存した呼び出し #%L4）</translation>
    </message>
</context>
<context>
    <name>gt::Narration</name>
    <message>
        <source>first player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>subtracting %1</source>
        <translation>%1 を引く手</translation>
    </message>
    <message>
        <source>taking %1</source>
        <translation>%1 を選ぶ手</translation>
    </message>
    <message>
        <source>removing 1 stone</source>
        <translation>石を 1 個取る手</translation>
    </message>
    <message>
        <source>removing %1 stones</source>
        <translation>石を %1 個取る手</translation>
    </message>
    <message>
        <source>taking the next pile</source>
        <translation>先頭から山を 1 個取る手</translation>
    </message>
    <message>
        <source>taking the next %1 piles</source>
        <translation>先頭から山を %1 個取る手</translation>
    </message>
    <message>
        <source>The search starts: the %1 to move at %2.</source>
        <translation>探索を始めます。%2 で%1の番です。</translation>
    </message>
    <message>
        <source>%1, %2: tries %3 and hands %4 to the %5.</source>
        <translation>%1、%2：%3を試し、%4 を%5に渡します。</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, after which the opponent gets %4; so the %1 gets %5 − %4 = %6.</source>
        <translation>%2 での%1の最善手は%3です。そのあと相手が得るのは %4 個なので、%1が得るのは %5 − %4 = %6 個です。</translation>
    </message>
    <message>
        <source>At %1 the best choice is %2, which holds the opponent to %3; the %4 gets the rest: %5 − %3 = %6.</source>
        <translation>%1 での最善手は%2で、相手の取り分を %3 個に抑えます。%4の取り分は残り全体から相手の取り分を引いた %5 − %3 = %6 個です。</translation>
    </message>
    <message>
        <source>%1 wins for the %2: stop here without trying the rest. %3 returns %4.</source>
        <translation>%1は%2の勝てる手です。残りの手は試さず、ここで打ち切ります。%3 の戻り値は %4 です。</translation>
    </message>
    <message>
        <source>All moves tried: %1 wins for the %2 at %3: returns %4.</source>
        <translation>すべての手を試しました。%3 では、%1が%2の勝てる手です。戻り値は %4 です。</translation>
    </message>
    <message>
        <source>Stop here: the %1 has no way to win at %2, the %3 wins: returns %4.</source>
        <translation>ここで打ち切ります。%2 では%1に勝ち筋がなく、%3の勝ちです。戻り値は %4 です。</translation>
    </message>
    <message>
        <source>All moves tried: no winning move for the %1, so the %2 wins at %3: returns %4.</source>
        <translation>すべての手を試しました。%1に勝てる手はなく、%3 は%2の勝ちです。戻り値は %4 です。</translation>
    </message>
    <message>
        <source>%1 was solved before (call #%2): returns %3 from the memo.</source>
        <translation>%1 は計算済みです（呼び出し #%2）：メモの値 %3 を返します。</translation>
    </message>
    <message>
        <source>At %1, 2M covers every pile left: the %2 takes them all, %3 stones (not stored in the memo).</source>
        <translation>%1 では残りの山をすべて取り切れます（残りの山が 2M 個未満）。%2が石 %3 個をすべて取ります（メモには保存しません）。</translation>
    </message>
    <message>
        <source>%1 Stored in the memo.</source>
        <translation>%1メモに保存します。</translation>
    </message>
    <message>
        <source>The %1 is handed %2: whoever is handed 0 or 1 wins, so the %1 wins: returns %3.</source>
        <translation>%1に %2 が渡されました。0 か 1 を受け取った方の勝ちなので、%1の勝ちです。戻り値は %3 です。</translation>
    </message>
    <message>
        <source>The total has been reached: the %1 just won, so the %2 to move loses: returns %3.</source>
        <translation>合計が目標に達しました。直前の手で%1が勝ったので、手番の%2の負けです。戻り値は %3 です。</translation>
    </message>
    <message>
        <source>No stones left: the %1 removes nothing: returns %2.</source>
        <translation>石が残っていません。%1は何も取れないので、戻り値は %2 です。</translation>
    </message>
    <message>
        <source>No piles left: the %1 gets nothing: returns %2.</source>
        <translation>山が残っていません。%1は何も取れないので、戻り値は %2 です。</translation>
    </message>
    <message>
        <source>the move %1</source>
        <translation>「%1」の手</translation>
    </message>
    <message>
        <source>The recursion starts at %1.</source>
        <translation>再帰が %1 から始まります。</translation>
    </message>
    <message>
        <source>%1 calls %2.</source>
        <translation>%1 が %2 を呼び出します。</translation>
    </message>
    <message>
        <source>%1 calls %2 (%3).</source>
        <translation>%1 が %2 を呼び出します（%3）。</translation>
    </message>
    <message>
        <source>%1 is a base case: returns %2.</source>
        <translation>%1 はベースケースです。戻り値は %2 です。</translation>
    </message>
    <message>
        <source>Cutoff at %1: after %2, worth %3 to the first player, the other moves cannot change the result: returns %4.</source>
        <translation>%1 で枝刈りします。%2（先手にとって %3）のあとは、残りの手で結果は変わりません。戻り値は %4 です。</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, worth %4 to the first player: returns %5.</source>
        <translation>%2 での%1の最善手は%3で、先手にとって %4 です。戻り値は %5 です。</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, after which the opponent gets %4; so the %1 gets %5.</source>
        <translation>%2 での%1の最善手は%3です。そのあと相手が得るのは %4 なので、%1が得るのは %5 です。</translation>
    </message>
    <message>
        <source>%1 returns %2, computed from its calls.</source>
        <translation>%1 は呼び出しの結果から計算した %2 を返します。</translation>
    </message>
    <message>
        <source>%1: returns %2 from the memo (no call with this label computed it).</source>
        <translation>%1：メモの値 %2 を返します（このラベルで計算した呼び出しはありません）。</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, after which the opponent&apos;s difference is %4: returns %5.</source>
        <translation>%2 での%1の最善手は%3で、その後の相手の得点差は %4 です。戻り値は %5 です。</translation>
    </message>
    <message>
        <source>No winning move for the %1 at %2: %3 holds a draw: returns %4.</source>
        <translation>%2 では%1に勝てる手はありませんが、%3で引き分けにできます。戻り値は %4 です。</translation>
    </message>
    <message>
        <source>At %1: %2 = %3, not 0, so the %4 to move wins with %5, which reaches 0.</source>
        <translation>%1：%2 = %3 で 0 ではないので、手番の%4の勝ちです。%5で 0 の局面に移ります。</translation>
    </message>
    <message>
        <source>At %1: %2 = 0, no move reaches 0, so the %3 to move loses.</source>
        <translation>%1：%2 = 0 で、0 の局面に移る手がないので、手番の%3の負けです。</translation>
    </message>
    <message>
        <source>the move to %1</source>
        <translation>%1 へ進む手</translation>
    </message>
    <message>
        <source>%1, %2: tries a move that hands %3 to the %4.</source>
        <translation>%1、%2：手を 1 つ試し、%3 を%4に渡します。</translation>
    </message>
    <message>
        <source>%1 Stored in the memo: %2 = %3.</source>
        <translation>%1%2 = %3 としてメモに保存します。</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, whose call returns %4; with what this move adds: returns %5.</source>
        <translation>%2 での%1の最善手は%3で、その呼び出しの戻り値は %4 です。この手で加わる分を足して、戻り値は %5 です。</translation>
    </message>
</context>
<context>
    <name>gt::NarrationBand</name>
    <message>
        <source>Narration</source>
        <translation>解説</translation>
    </message>
</context>
<context>
    <name>gt::NoticeBanner</name>
    <message>
        <source>The answer is known before any recursive call: there is no tree to draw.</source>
        <translation>再帰呼び出しの前に答えが決まります：描く木はありません。</translation>
    </message>
    <message>
        <source>Recording stopped after %L1 calls; the counts are exact, the tree shows the first calls.</source>
        <translation>%L1 回で記録を止めました。回数は正確で、木には最初の呼び出しを表示しています。</translation>
    </message>
    <message>
        <source>%L1 of %L2 calls are drawn: click a “+N calls” node to open it.</source>
        <translation>%L2 回のうち %L1 回の呼び出しを描いています。「+N 回」の頂点をクリックすると開きます。</translation>
    </message>
    <message>
        <source>• %1</source>
        <comment>a note about the user&apos;s program, on a line of its own</comment>
        <translation>• %1</translation>
    </message>
    <message>
        <source>• headers were also looked for in %1 (Run › Include Folders)</source>
        <translation>• ヘッダーは %1 でも探しました（実行 › インクルードフォルダー）</translation>
    </message>
</context>
<context>
    <name>gt::Params</name>
    <message>
        <source>unknown game &apos;%1&apos;; the games: %2</source>
        <translation>不明なゲーム &apos;%1&apos;。ゲーム一覧：%2</translation>
    </message>
    <message>
        <source>unknown option --%1 for %2; its parameters: %3</source>
        <translation>%2 に --%1 というオプションはありません。パラメータ：%3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1〜%2</translation>
    </message>
    <message>
        <source>a comma-separated list of %1 to %2 integers, each %3</source>
        <translation>カンマ区切りの整数 %1〜%2 個（各 %3）</translation>
    </message>
    <message>
        <source>missing --%1 (%2: %3)</source>
        <translation>--%1 がありません（%2：%3）</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an integer; allowed: %3</source>
        <translation>--%1：&apos;%2&apos; は整数ではありません。使える値：%3</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range; allowed: %3</source>
        <translation>--%1：%2 は範囲外です。使える値：%3</translation>
    </message>
    <message>
        <source>--%1: the list is empty; allowed: %2</source>
        <translation>--%1：リストが空です。使える値：%2</translation>
    </message>
    <message>
        <source>--%1: %2 items given; allowed: %3</source>
        <translation>--%1：%2 個指定されました。使える値：%3</translation>
    </message>
    <message>
        <source>item %1 is empty</source>
        <translation>%1 番目の項目が空です</translation>
    </message>
    <message>
        <source>item %1 &apos;%2&apos; is not an integer</source>
        <translation>%1 番目の項目 &apos;%2&apos; は整数ではありません</translation>
    </message>
    <message>
        <source>--%1: malformed list &apos;%2&apos;: %3; expected comma-separated integers like %4</source>
        <translation>--%1：リスト &apos;%2&apos; の形式が正しくありません：%3。%4 のようなカンマ区切りの整数を指定してください</translation>
    </message>
    <message>
        <source>--%1: item %2 (%3) is out of range; allowed: %4</source>
        <translation>--%1：%2 番目の項目（%3）は範囲外です。使える値：%4</translation>
    </message>
    <message>
        <source>%1 has no parameter --%2; its parameters: %3</source>
        <translation>%1 にパラメータ --%2 はありません。パラメータ：%3</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use on or off</source>
        <translation>--%1：&apos;%2&apos; は使えません。on か off を指定してください</translation>
    </message>
    <message>
        <source>a comma-separated list of %1 integers, each %2</source>
        <translation>カンマ区切りの整数 %1 個（各 %2）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the limits of a list, then the game&apos;s own rule for it</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a parameter&apos;s description, then its limits</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a parameter&apos;s description, then its limits</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 integers, each %2</source>
        <translation>整数 %1 個（各 %2）</translation>
    </message>
    <message>
        <source>%1 to %2 integers, each %3</source>
        <translation>整数 %1〜%2 個（各 %3）</translation>
    </message>
</context>
<context>
    <name>gt::Play</name>
    <message>
        <source>Summary:</source>
        <translation>まとめ：</translation>
    </message>
    <message>
        <source>You move first.</source>
        <translation>あなたが先手です。</translation>
    </message>
    <message>
        <source>You move second.</source>
        <translation>あなたが後手です。</translation>
    </message>
    <message>
        <source>Type a move&apos;s number and Enter; u takes your last move back, q stops.</source>
        <translation>手の番号を入力して Enter を押してください。u で自分の直前の手を戻し、q で終了します。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>moves: %1</source>
        <translation>手：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move here; type one of: %2</source>
        <translation>&apos;%1&apos; はここで打てる手ではありません。次のどれかを入力してください：%2</translation>
    </message>
    <message>
        <source>, u (undo) or q (stop)</source>
        <translation>、u（一手戻す）、q（終了）</translation>
    </message>
    <message>
        <source>Took your last move back.</source>
        <translation>あなたの直前の手を戻しました。</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>戻せるあなたの手はありません。</translation>
    </message>
    <message>
        <source>the game stopped before it was over: no more moves were typed</source>
        <translation>決着の前にゲームが止まりました：手がそれ以上入力されませんでした</translation>
    </message>
    <message>
        <source>a game can be played only when its values say who wins: values that read as &quot;%1&quot; do not; allowed: mover-wins, first-player-wins, mover-score, negamax, grundy, winner-index</source>
        <translation>値が勝敗を表すときだけ対戦できます。「%1」と読む値は勝敗を表しません。使えるもの：mover-wins、first-player-wins、mover-score、negamax、grundy、winner-index</translation>
    </message>
    <message>
        <source>a game can be played only when each call returns one number; this run&apos;s calls return pairs</source>
        <translation>各呼び出しが数を 1 つ返すときだけ対戦できます。この実行の呼び出しは組を返します</translation>
    </message>
    <message>
        <source>the run made no call, so there is no position to play</source>
        <translation>実行で呼び出しが 1 回もなかったので、対戦する局面がありません</translation>
    </message>
    <message>
        <source>the run made more calls than are recorded (%L1), so some positions are missing; choose smaller parameters</source>
        <translation>実行の呼び出しが記録の上限（%L1 回）を超えたので、欠けている局面があります。パラメータを小さくしてください</translation>
    </message>
    <message>
        <source>calls with the same state returned different values, so a state does not name one position; label the state with everything the recursion depends on</source>
        <translation>同じ状態の呼び出しが違う値を返したので、状態が 1 つの局面を表していません。再帰が依存するものをすべて状態のラベルに含めてください</translation>
    </message>
    <message>
        <source>the run stopped before its calls returned, so no position has a known value</source>
        <translation>呼び出しが戻る前に実行が止まったので、値のわかる局面がありません</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>the recursion never worked out %1, so it cannot be played from</source>
        <translation>再帰は %1 を一度も計算していないので、そこからは対戦できません</translation>
    </message>
    <message>
        <source>the game is over at %1: there is no move to play</source>
        <translation>%1 でゲームは終わっています：打てる手はありません</translation>
    </message>
    <message>
        <source>%1 is not a move at %2; allowed: %3</source>
        <translation>%1 は %2 で打てる手ではありません。打てる手：%3</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 または %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>the solver</source>
        <translation>ソルバー</translation>
    </message>
    <message>
        <source>the class</source>
        <translation>クラス</translation>
    </message>
    <message>
        <source>team A</source>
        <translation>チーム A</translation>
    </message>
    <message>
        <source>team B</source>
        <translation>チーム B</translation>
    </message>
    <message>
        <source>the solver (first)</source>
        <translation>ソルバー（先手）</translation>
    </message>
    <message>
        <source>the solver (second)</source>
        <translation>ソルバー（後手）</translation>
    </message>
    <message>
        <source>%1 · the game is over</source>
        <translation>%1 · 終局</translation>
    </message>
    <message>
        <source>%1 · to move: %2</source>
        <translation>%1 · %2の番</translation>
    </message>
    <message>
        <source>%1 keeps the most: %L2 of the %L3 stones left</source>
        <translation>%1 でいちばん多く取れます：残り %L3 個の石のうち %L2 個</translation>
    </message>
    <message>
        <source>%1 wins: it is the first winning move the recursion tries</source>
        <translation>%1 で勝てます：再帰が最初に試す勝てる手です</translation>
    </message>
    <message>
        <source>%1 keeps the draw</source>
        <translation>%1 で引き分けを保ちます</translation>
    </message>
    <message numerus="yes">
        <source>every move loses here; %1 holds out longest (%n more moves)</source>
        <translation>
            <numerusform>ここではどの手も負けです。%1 がいちばん長く粘ります（あと %n 手）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3 at %4</source>
        <translation>%1. %2：%4 で %3</translation>
    </message>
    <message>
        <source>A draw: %1 %L2, %3 %L4.</source>
        <translation>引き分けです：%1 %L2、%3 %L4。</translation>
    </message>
    <message>
        <source>%1 won, %L2 stones to %L3.</source>
        <translation>%1の勝ちです（石 %L2 個対 %L3 個）。</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>引き分けです。</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1の勝ちです。</translation>
    </message>
    <message>
        <source>At %1, %2 chose %3; %4 would have won.</source>
        <translation>%1 で%2は「%3」を選びました。「%4」なら勝てました。</translation>
    </message>
    <message>
        <source>At %1, %2 chose %3; %4 would have drawn.</source>
        <translation>%1 で%2は「%3」を選びました。「%4」なら引き分けにできました。</translation>
    </message>
    <message>
        <source>No move gave the game away: from %1, %2 wins with best play.</source>
        <translation>勝敗を変えた手はありません：%1 からは最善を尽くせば%2の勝ちです。</translation>
    </message>
    <message>
        <source>No move gave the game away: %1 is a draw with best play.</source>
        <translation>勝敗を変えた手はありません：%1 は最善を尽くせば引き分けです。</translation>
    </message>
    <message>
        <source>%1 takes the %L2 stones left.</source>
        <translation>%1が残りの石 %L2 個を取ります。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>&amp;Who plays:</source>
        <translation>対戦(&amp;W)：</translation>
    </message>
    <message>
        <source>The class first, the solver second</source>
        <translation>クラスが先手、ソルバーが後手</translation>
    </message>
    <message>
        <source>The solver first, the class second</source>
        <translation>ソルバーが先手、クラスが後手</translation>
    </message>
    <message>
        <source>Team A against team B</source>
        <translation>チーム A 対チーム B</translation>
    </message>
    <message>
        <source>The solver against itself</source>
        <translation>ソルバー同士</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>一手戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Takes the last move back (Ctrl+Z), with the solver&apos;s reply to it</source>
        <translation>直前の手を戻します（Ctrl+Z）。ソルバーの応手も戻します</translation>
    </message>
    <message>
        <source>&amp;Solver&apos;s move</source>
        <translation>ソルバーの手(&amp;S)</translation>
    </message>
    <message>
        <source>The solver plays a best move for the side to move, and says why</source>
        <translation>手番の側の最善手をソルバーが打ち、理由を示します</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>もう一度(&amp;A)</translation>
    </message>
    <message>
        <source>Starts again from where this game started</source>
        <translation>このゲームを始めた局面からやり直します</translation>
    </message>
    <message>
        <source>Show who &amp;wins each move</source>
        <translation>各手の勝敗を表示(&amp;W)</translation>
    </message>
    <message>
        <source>Hidden at first, so that the class can guess before the tree tells</source>
        <translation>最初は隠してあります。木が答える前にクラスで予想できます</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>手：%1</translation>
    </message>
    <message>
        <source>The solver: %1.</source>
        <translation>ソルバー：%1。</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>負け</translation>
    </message>
    <message>
        <source>The recursion stopped trying moves here (an early exit): run with the short-circuit off to play on.</source>
        <translation>再帰はここで手を試すのを途中でやめました（早期リターン）。続けるには打ち切りなしで実行してください。</translation>
    </message>
    <message>
        <source>This page&apos;s run stops at the first winning move: export it with --short-circuit off to play it here.</source>
        <translation>このページの実行は最初の勝てる手で打ち切っています。ここで対戦するには --short-circuit off で書き出してください。</translation>
    </message>
    <message>
        <source>The game has more than %L1 positions, too many for a page to play.</source>
        <translation>このゲームは局面が %L1 を超え、ページで対戦するには多すぎます。</translation>
    </message>
    <message>
        <source>the recursion stopped trying moves at %1 (an early exit), so its other moves are unknown; run it with the short-circuit off</source>
        <translation>再帰は %1 で手を試すのを途中でやめた（早期リターン）ので、ほかの手はわかりません。打ち切りなしで実行してください</translation>
    </message>
    <message>
        <source>the program returned at %1 before trying every move (an early exit in its loop), so its other moves are unknown; let the loop try every move to play on</source>
        <translation>プログラムは %1 ですべての手を試す前に返した（ループ内の早期リターン）ので、ほかの手はわかりません。続けるには、ループがすべての手を試すようにしてください</translation>
    </message>
    <message>
        <source>The program returned here before trying every move (an early exit in its loop), so the other moves are unknown: let the loop try every move to play on.</source>
        <translation>プログラムはここですべての手を試す前に返しました（ループ内の早期リターン）。ほかの手はわかりません。続けるには、ループがすべての手を試すようにしてください。</translation>
    </message>
</context>
<context>
    <name>gt::PlayMode</name>
    <message>
        <source>This run stopped before its end (%1), so its game is not whole.</source>
        <translation>この実行は最後まで進まずに止まった（%1）ので、ゲームがそろっていません。</translation>
    </message>
    <message>
        <source>Play needs every move of every position, and this run stops at the first winning move (the short-circuit is on).</source>
        <translation>対戦にはすべての局面のすべての手が必要ですが、この実行は最初の勝てる手で打ち切ります（打ち切りあり）。</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>対戦</translation>
    </message>
    <message>
        <source>Play the &amp;Game</source>
        <translation>ゲームで対戦(&amp;G)</translation>
    </message>
    <message>
        <source>Play the game against the solver, team against team, or watch the solver play (F9)</source>
        <translation>ソルバーと対戦、チーム同士で対戦、またはソルバー同士の対戦を見ます（F9）</translation>
    </message>
    <message>
        <source>Play From &amp;the Selected Call</source>
        <translation>選んだ呼び出しから対戦(&amp;T)</translation>
    </message>
    <message>
        <source>A new game from the position of the call selected in the tree (Shift+F9)</source>
        <translation>木で選んだ呼び出しの局面から新しく対戦します（Shift+F9）</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>ここから対戦(&amp;P)</translation>
    </message>
    <message>
        <source>A new game from the position of this call</source>
        <translation>この呼び出しの局面から新しく対戦します</translation>
    </message>
</context>
<context>
    <name>gt::PlayPanel</name>
    <message>
        <source>Solve a game to play it.</source>
        <translation>対戦するには、まずゲームを解いてください。</translation>
    </message>
    <message>
        <source>Plays %1</source>
        <translation>%1 を打ちます</translation>
    </message>
    <message>
        <source>&amp;Run with the short-circuit off</source>
        <translation>打ち切りなしで実行(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gt::PresentationMode</name>
    <message>
        <source>P&amp;resentation Mode</source>
        <translation>プレゼンテーションモード(&amp;R)</translation>
    </message>
    <message>
        <source>Full screen, the tree and the narration only, high contrast (F5; Esc leaves)</source>
        <translation>全画面で木と解説だけを高コントラストで表示します（F5。Esc で戻ります）</translation>
    </message>
</context>
<context>
    <name>gt::PrimeGame</name>
    <message>
        <source>N=%1</source>
        <translation>N=%1</translation>
    </message>
    <message>
        <source>N=%1, first player</source>
        <translation>N=%1・先手</translation>
    </message>
    <message>
        <source>N=%1, second player</source>
        <translation>N=%1・後手</translation>
    </message>
    <message>
        <source>subtract %1</source>
        <translation>%1 を引く</translation>
    </message>
    <message>
        <source>the starting number N</source>
        <translation>最初の数 N</translation>
    </message>
    <message>
        <source>Prime Number Game (yukicoder No.7)</source>
        <translation>プライムナンバーゲーム（yukicoder No.7）</translation>
    </message>
    <message>
        <source>yukicoder No.7; seed article 004 (ja)</source>
        <translation>yukicoder No.7、元記事 004（日本語）</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>first</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>second</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>N = 0, 1, …, %1, both turns at each</source>
        <translation>N = 0, 1, …, %1、各 N で両方の手番</translation>
    </message>
</context>
<context>
    <name>gt::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>印刷(&amp;P)…</translation>
    </message>
    <message>
        <source>Fitting the tree on the page…</source>
        <translation>木をページに収めています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Printing cancelled.</source>
        <translation>印刷をキャンセルしました。</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>プリンターを開始できませんでした。</translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation>印刷に失敗しました</translation>
    </message>
    <message>
        <source>Printed the worksheet and its answer key.</source>
        <translation>ワークシートと解答を印刷しました。</translation>
    </message>
    <message>
        <source>Printed the tree on one page.</source>
        <translation>木を 1 ページに印刷しました。</translation>
    </message>
</context>
<context>
    <name>gt::PrintChoiceDialog</name>
    <message>
        <source>The tree at this step (%1 of %2)</source>
        <translation>このステップの木（%1 / %2）</translation>
    </message>
    <message>
        <source>The whole run</source>
        <translation>実行全体</translation>
    </message>
    <message>
        <source>Worksheet for students</source>
        <translation>生徒用ワークシート</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>Every value is hidden behind a box to fill in; the answer key follows on a second page.</source>
        <translation>値はすべて隠され、書き込む枠になります。2 ページ目が解答です。</translation>
    </message>
    <message>
        <source>The tree is fitted on the printer&apos;s page with text of at least 8 pt; what does not fit is left out, and the title says so.</source>
        <translation>木はプリンターの用紙に、文字 8 pt 以上で収めます。収まらない部分は省き、そのことをタイトルに記します。</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
</context>
<context>
    <name>gt::Quiz</name>
    <message>
        <source>first player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Call #%1 (%2): what does it return?</source>
        <translation>呼び出し #%1（%2）：何を返しますか？</translation>
    </message>
    <message>
        <source>Call #%1 (%2) returns %3.</source>
        <translation>呼び出し #%1（%2）は %3 を返します。</translation>
    </message>
    <message>
        <source>Call #%1 (%2): how many stones does the player to move (%3) get from here?</source>
        <translation>呼び出し #%1（%2）：ここから手番の%3が取れる石は何個ですか？</translation>
    </message>
    <message>
        <source>From %1 the player to move (%2) gets %3: call #%4 returns %5.</source>
        <translation>%1 から手番の%2が取れる石は %3 個です。呼び出し #%4 の戻り値は %5 です。</translation>
    </message>
    <message>
        <source>Call #%1 (%2): by how much is the player to move (%3) ahead from here? (Behind: below 0.)</source>
        <translation>呼び出し #%1（%2）：ここから手番の%3は何点リードしますか？（負けているなら負の数で答えてください）</translation>
    </message>
    <message>
        <source>From %1 (%2 to move): call #%3 returns %4.</source>
        <translation>%1（%2の番）：呼び出し #%3 の戻り値は %4 です。</translation>
    </message>
    <message>
        <source>Call #%1 (%2): what is its Grundy number (the mex of its moves&apos; values)?</source>
        <translation>呼び出し #%1（%2）：グランディ数（各手の先の値の mex）はいくつですか？</translation>
    </message>
    <message>
        <source>Call #%1 (%2, %3 to move): who wins from here, or is it a draw?</source>
        <translation>呼び出し #%1（%2、%3の番）：ここからどちらが勝ちますか？それとも引き分けですか？</translation>
    </message>
    <message>
        <source>From %1 (%2 to move) it is a draw: call #%3 returns %4.</source>
        <translation>%1（%2の番）からは引き分けです。呼び出し #%3 の戻り値は %4 です。</translation>
    </message>
    <message>
        <source>From %1 (%2 to move) the %3 wins: call #%4 returns %5.</source>
        <translation>%1（%2の番）からは%3の勝ちです。呼び出し #%4 の戻り値は %5 です。</translation>
    </message>
    <message>
        <source>Call #%1 (%2, %3 to move): who wins from here?</source>
        <translation>呼び出し #%1（%2、%3の番）：ここからどちらが勝ちますか？</translation>
    </message>
</context>
<context>
    <name>gt::QuizBar</name>
    <message>
        <source>&amp;Quiz Mode</source>
        <translation>クイズモード(&amp;Q)</translation>
    </message>
    <message>
        <source>Pause before each return: the class guesses the value, then it is revealed (F6)</source>
        <translation>返る直前で止まり、値を予想してから答え合わせをします（F6）</translation>
    </message>
    <message>
        <source>Ask at Every Return</source>
        <translation>すべての戻り値で出題</translation>
    </message>
    <message>
        <source>Ask for the Root&apos;s Moves Only</source>
        <translation>根の手の戻り値だけ出題</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 問中 %1 問正解</translation>
    </message>
    <message>
        <source>Quiz: step on; the run pauses before each return to ask.</source>
        <translation>クイズ：ステップを進めると、返る直前で止まって出題します。</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>答え合わせ</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Call #%1 (%2): how many stones does the player to move (%3) get from here?</source>
        <translation>呼び出し #%1（%2）：ここから手番の%3が取れる石は何個ですか？</translation>
    </message>
    <message>
        <source>Call #%1 (%2, %3 to move): who wins from here?</source>
        <translation>呼び出し #%1（%2、%3の番）：ここからどちらが勝ちますか？</translation>
    </message>
    <message>
        <source>Right: from %1 the player to move (%2) gets %3 (call #%4 returns %5).</source>
        <translation>正解です。%1 から手番の%2が取れる石は %3 個です（呼び出し #%4 の戻り値は %5）。</translation>
    </message>
    <message>
        <source>Not quite: from %1 the player to move (%2) gets %3 (call #%4 returns %5).</source>
        <translation>残念。%1 から手番の%2が取れる石は %3 個です（呼び出し #%4 の戻り値は %5）。</translation>
    </message>
    <message>
        <source>Right: from %1 (%2 to move) the %3 wins (call #%4 returns %5).</source>
        <translation>正解です。%1（%2の番）からは%3の勝ちです（呼び出し #%4 の戻り値は %5）。</translation>
    </message>
    <message>
        <source>Not quite: from %1 (%2 to move) the %3 wins (call #%4 returns %5).</source>
        <translation>残念。%1（%2の番）からは%3の勝ちです（呼び出し #%4 の戻り値は %5）。</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Call #%1 (%2): what does it return?</source>
        <translation>呼び出し #%1（%2）：何を返しますか？</translation>
    </message>
    <message>
        <source>Right: call #%1 (%2) returns %3.</source>
        <translation>正解です。呼び出し #%1（%2）の戻り値は %3 です。</translation>
    </message>
    <message>
        <source>Not quite: call #%1 (%2) returns %3.</source>
        <translation>残念。呼び出し #%1（%2）の戻り値は %3 です。</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>正解です。%1</translation>
    </message>
    <message>
        <source>Not quite: %1</source>
        <translation>残念。%1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Type your answer first: %1.</source>
        <translation>先に答えを入力してください：%1。</translation>
    </message>
    <message>
        <source>%1 cannot be the answer: %2.</source>
        <translation>%1 は答えになりません：%2。</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>a whole number from %L1 up</source>
        <translation>%L1 以上の整数</translation>
    </message>
    <message>
        <source>a whole number from %L1 to %L2</source>
        <translation>%L1〜%L2 の整数</translation>
    </message>
</context>
<context>
    <name>gt::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gt::RunLimits</name>
    <message>
        <source>too large: the run needs more than %1 calls (the call limit)</source>
        <translation>大きすぎます：呼び出しが %1 回（呼び出しの上限）を超えます</translation>
    </message>
    <message>
        <source>%1; choose smaller parameters or raise --max-calls</source>
        <translation>%1。パラメータを小さくするか、--max-calls を上げてください</translation>
    </message>
    <message>
        <source>%1; turn the memo on or choose smaller parameters</source>
        <translation>%1。メモ化をオンにするか、パラメータを小さくしてください</translation>
    </message>
    <message>
        <source>too large: the recursion is deeper than %1 calls</source>
        <translation>大きすぎます：再帰の深さが %1 を超えます</translation>
    </message>
    <message>
        <source>too large: more than %1 calls return values beyond 32 bits</source>
        <translation>大きすぎます：32 ビットを超える値を返す呼び出しが %1 回を超えます</translation>
    </message>
</context>
<context>
    <name>gt::RunStatusBar</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Choose a game and press Solve.</source>
        <translation>ゲームを選んで「解く」を押してください。</translation>
    </message>
    <message>
        <source>%v calls</source>
        <translation>呼び出し %v 回</translation>
    </message>
    <message>
        <source>%L1 calls</source>
        <translation>呼び出し %L1 回</translation>
    </message>
    <message>
        <source>Solving: %L1 calls so far…</source>
        <translation>計算中：ここまで %L1 回の呼び出し…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>%1 · answer %2 · %L3 calls · %L4 memo hits · %L5 distinct states · depth %6 · %7 ms</source>
        <translation>%1 · 答え %2 · 呼び出し %L3 回 · メモから返した %L4 回 · 異なる状態 %L5 個 · 深さ %6 · %7 ms</translation>
    </message>
    <message>
        <source>Compiling…</source>
        <translation>コンパイル中…</translation>
    </message>
    <message>
        <source>Compiling %1…</source>
        <translation>%1 をコンパイル中…</translation>
    </message>
    <message>
        <source>when the root returns</source>
        <translation>根が返ったときに表示</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>gt::Scene</name>
    <message>
        <source>calls not recorded</source>
        <translation>記録されていない呼び出し</translation>
    </message>
    <message>
        <source>+%1 calls</source>
        <translation>+%1 回</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>未試行</translation>
    </message>
    <message>
        <source>memo on</source>
        <translation>メモ化あり</translation>
    </message>
    <message>
        <source>memo off</source>
        <translation>メモ化なし</translation>
    </message>
    <message>
        <source>short-circuit on</source>
        <translation>打ち切りあり</translation>
    </message>
    <message>
        <source>short-circuit off</source>
        <translation>打ち切りなし</translation>
    </message>
    <message>
        <source>call tree</source>
        <translation>呼び出し木</translation>
    </message>
    <message>
        <source>state graph: one node per state</source>
        <translation>状態グラフ：状態ごとに 1 頂点</translation>
    </message>
    <message>
        <source>answer: %1 · %2 calls · %3 memo hits</source>
        <translation>答え：%1 · 呼び出し %2 回 · メモから返した %3 回</translation>
    </message>
    <message>
        <source>%1 calls (%2%) in repeated subtrees</source>
        <translation>繰り返しの部分木に %1 回（%2%）</translation>
    </message>
    <message>
        <source>drawn: depth 0 to %1, %2 of %3 recorded calls; each “+N calls” node stands for a subtree</source>
        <translation>描画：深さ 0〜%1、記録した %3 回のうち %2 回。「+N 回」の頂点は部分木ひとつを表します</translation>
    </message>
    <message>
        <source>recording stopped after %1 calls (the recording limit); the counts are exact</source>
        <translation>%1 回で記録を停止（記録の上限）。回数は正確です</translation>
    </message>
    <message>
        <source>call #%1 starts: %2</source>
        <translation>呼び出し #%1 開始：%2</translation>
    </message>
    <message>
        <source>call #%1 returns %2</source>
        <translation>呼び出し #%1 の戻り値：%2</translation>
    </message>
    <message>
        <source>step %1 of %2: %3</source>
        <translation>ステップ %1 / %2 — %3</translation>
    </message>
    <message>
        <source>answered before any recursive call</source>
        <translation>再帰呼び出しの前に答えが決まる</translation>
    </message>
    <message>
        <source>first player to move (OR)</source>
        <translation>先手の番（OR）</translation>
    </message>
    <message>
        <source>second player to move (AND)</source>
        <translation>後手の番（AND）</translation>
    </message>
    <message>
        <source>call #%1 · depth %2</source>
        <translation>呼び出し #%1 · 深さ %2</translation>
    </message>
    <message>
        <source>reached by: %1</source>
        <translation>到達した手：%1</translation>
    </message>
    <message>
        <source>running: not returned yet</source>
        <translation>実行中：まだ返っていない</translation>
    </message>
    <message>
        <source>returns %1</source>
        <translation>戻り値：%1</translation>
    </message>
    <message>
        <source>base case</source>
        <translation>ベースケース</translation>
    </message>
    <message>
        <source>answered from the memo: computed by call #%1</source>
        <translation>メモの値を返した：計算したのは呼び出し #%1</translation>
    </message>
    <message>
        <source>takes every remaining pile</source>
        <translation>残りの山をすべて取り切る</translation>
    </message>
    <message>
        <source>computed from its children: %1 moves tried</source>
        <translation>子から計算：%1 手を試した</translation>
    </message>
    <message>
        <source>stopped early: the deciding move was found</source>
        <translation>打ち切り：決め手が見つかった</translation>
    </message>
    <message>
        <source>repeats call #%1 (same state)</source>
        <translation>呼び出し #%1 の繰り返し（同じ状態）</translation>
    </message>
    <message>
        <source>the first player gets at least half of the %1 stones left</source>
        <translation>残り %1 個の石の半分以上を先手が得る</translation>
    </message>
    <message>
        <source>the second player gets at least half of the %1 stones left</source>
        <translation>残り %1 個の石の半分以上を後手が得る</translation>
    </message>
    <message>
        <source>the first player wins from here</source>
        <translation>ここからは先手の勝ち</translation>
    </message>
    <message>
        <source>the second player wins from here</source>
        <translation>ここからは後手の勝ち</translation>
    </message>
    <message>
        <source>reached by %1 calls</source>
        <translation>%1 回の呼び出しが到達</translation>
    </message>
    <message>
        <source>calls below call #%1 were past the recording limit</source>
        <translation>呼び出し #%1 より下は記録の上限を超えた</translation>
    </message>
    <message>
        <source>%1 calls below call #%2 are not drawn</source>
        <translation>呼び出し #%2 より下の %1 回は描いていません</translation>
    </message>
    <message>
        <source>%1: not tried, the short-circuit had already decided call #%2</source>
        <translation>%1：未試行。打ち切りで呼び出し #%2 はすでに決まっていた</translation>
    </message>
    <message>
        <source>memo</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>takes all</source>
        <translation>取り切り</translation>
    </message>
    <message>
        <source>first player gets at least half</source>
        <translation>先手が半分以上を得る</translation>
    </message>
    <message>
        <source>first player wins</source>
        <translation>先手必勝</translation>
    </message>
    <message>
        <source>second player gets at least half</source>
        <translation>後手が半分以上を得る</translation>
    </message>
    <message>
        <source>second player wins</source>
        <translation>後手必勝</translation>
    </message>
    <message>
        <source>answered from the memo (dashed arrow: where it was computed)</source>
        <translation>メモの値を返した（破線の矢印：計算した呼び出し）</translation>
    </message>
    <message>
        <source>answered from the memo</source>
        <translation>メモの値を返した</translation>
    </message>
    <message>
        <source>2M covers every pile left: takes them all (not stored)</source>
        <translation>2M 個以内で残りの山をすべて取り切れる（保存しない）</translation>
    </message>
    <message>
        <source>repeated subtree: this state was computed before</source>
        <translation>繰り返しの部分木：この状態は以前に計算済み</translation>
    </message>
    <message>
        <source>subtree not drawn</source>
        <translation>描いていない部分木</translation>
    </message>
    <message>
        <source>×k: a state reached by k calls</source>
        <translation>×k：k 回の呼び出しが到達した状態</translation>
    </message>
    <message>
        <source>move not tried (short-circuit)</source>
        <translation>試さなかった手（打ち切り）</translation>
    </message>
    <message>
        <source>current call</source>
        <translation>現在の呼び出し</translation>
    </message>
    <message>
        <source>not returned yet</source>
        <translation>まだ返っていない</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>+%1 moves</source>
        <translation>ほか %1 手</translation>
    </message>
    <message>
        <source>%1 more moves of call #%2 (%3 … %4) made %5 calls; they are not drawn</source>
        <translation>呼び出し #%2 のほかの %1 手（%3 … %4）は %5 回の呼び出しをしました。描いていません</translation>
    </message>
    <message>
        <source>%1 moves not drawn stand in “+k moves” nodes, which name the first and the last</source>
        <translation>描いていない %1 手は「ほか k 手」の頂点にまとめ、最初と最後の手を示しています</translation>
    </message>
    <message>
        <source>moves not drawn (“+k moves”)</source>
        <translation>描いていない手（「ほか k 手」）</translation>
    </message>
    <message>
        <source>line of best play</source>
        <translation>最善の手順</translation>
    </message>
    <message>
        <source>best move elsewhere</source>
        <translation>ほかの局面での最善手</translation>
    </message>
    <message>
        <source>winning move elsewhere</source>
        <translation>ほかの局面での勝てる手</translation>
    </message>
    <message>
        <source>+1 move</source>
        <translation>ほか 1 手</translation>
    </message>
    <message>
        <source>%1: %2 calls</source>
        <translation>%1：呼び出し %2 回</translation>
    </message>
    <message>
        <source>%1: %2 calls, %3 from the memo</source>
        <translation>%1：呼び出し %2 回、うちメモから返した %3 回</translation>
    </message>
    <message>
        <source>%1 of them drawn; “+N calls” stands for the rest</source>
        <translation>うち %1 回を描画。残りは「+N 回」の頂点</translation>
    </message>
    <message>
        <source>%1 calls vs %2 calls</source>
        <translation>呼び出し %1 回 対 %2 回</translation>
    </message>
    <message>
        <source>%1 calls vs %2 calls: %3 saved by the memo</source>
        <translation>呼び出し %1 回 対 %2 回：メモ化で %3 回の節約</translation>
    </message>
    <message>
        <source>%1 calls vs %2 calls: %3 saved by the short-circuit</source>
        <translation>呼び出し %1 回 対 %2 回：打ち切りで %3 回の節約</translation>
    </message>
    <message>
        <source>the first player gets at least half of what is left (%1)</source>
        <translation>残り（%1）の半分以上を先手が得る</translation>
    </message>
    <message>
        <source>the second player gets at least half of what is left (%1)</source>
        <translation>残り（%1）の半分以上を後手が得る</translation>
    </message>
    <message>
        <source>the first player&apos;s score is 0 or more</source>
        <translation>先手の得点は 0 以上</translation>
    </message>
    <message>
        <source>the first player&apos;s score is below 0</source>
        <translation>先手の得点は 0 未満</translation>
    </message>
    <message>
        <source>first player&apos;s score 0 or more</source>
        <translation>先手の得点 0 以上</translation>
    </message>
    <message>
        <source>first player&apos;s score below 0</source>
        <translation>先手の得点 0 未満</translation>
    </message>
    <message>
        <source>a call</source>
        <translation>呼び出し</translation>
    </message>
    <message>
        <source>%1 calls above</source>
        <translation>上に呼び出し %1 回</translation>
    </message>
    <message>
        <source>the %1 calls from the root to the caller of call #%2 are not drawn: the call stack lists them</source>
        <translation>根から呼び出し #%2 の呼び出し元までの %1 回の呼び出しは描いていません。コールスタックに並んでいます</translation>
    </message>
    <message>
        <source>%1 = %2: the smallest number not among its moves&apos; values</source>
        <translation>%1 = %2：各手の先の値にない最小の数</translation>
    </message>
    <message>
        <source>a tie from here</source>
        <translation>ここからは引き分け</translation>
    </message>
    <message>
        <source>the first player is ahead from here</source>
        <translation>ここからは先手のリード</translation>
    </message>
    <message>
        <source>the second player is ahead from here</source>
        <translation>ここからは後手のリード</translation>
    </message>
    <message>
        <source>a draw from here</source>
        <translation>ここからは引き分け</translation>
    </message>
    <message>
        <source>first player ahead</source>
        <translation>先手リード</translation>
    </message>
    <message>
        <source>second player ahead</source>
        <translation>後手リード</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>+1 call</source>
        <translation>+1 回</translation>
    </message>
    <message>
        <source>1 call above</source>
        <translation>上に呼び出し 1 回</translation>
    </message>
    <message>
        <source>answer: when the root returns · %1 calls · %2 memo hits</source>
        <translation>答え：根が返ったときに表示 · 呼び出し %1 回 · メモから返した %2 回</translation>
    </message>
    <message>
        <source>first computed here: the same subtree is computed again later</source>
        <translation>最初の計算：同じ部分木が後でもう一度計算される</translation>
    </message>
    <message>
        <source>%1 calls · %2 memo hits</source>
        <translation>呼び出し %1 回 · メモから返した %2 回</translation>
    </message>
    <message>
        <source>answer:</source>
        <translation>答え：</translation>
    </message>
    <message>
        <source>%1 moves not drawn stand in “+k moves” nodes</source>
        <translation>描いていない %1 手は「ほか k 手」の頂点にまとめています</translation>
    </message>
    <message>
        <source>… 1 more line</source>
        <translation>… ほか 1 行</translation>
    </message>
    <message>
        <source>… %1 more lines</source>
        <translation>… ほか %1 行</translation>
    </message>
    <message>
        <source>the game played (ringed: the position reached)</source>
        <translation>対戦の手順（丸で囲んだのが今の局面）</translation>
    </message>
    <message>
        <source>who wins is hidden</source>
        <translation>勝敗は隠してあります</translation>
    </message>
</context>
<context>
    <name>gt::Session</name>
    <message>
        <source>not a Game Tree Studio session: the JSON is broken at byte %1 (%2)</source>
        <translation>ゲーム木スタジオのセッションではありません：JSON が %1 バイト目で壊れています（%2）</translation>
    </message>
    <message>
        <source>not a Game Tree Studio session: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>ゲーム木スタジオのセッションではありません：&quot;format&quot; が &quot;%1&quot; ではありません</translation>
    </message>
    <message>
        <source>this session was written by another version (format %1); this version reads format %2</source>
        <translation>このセッションは別のバージョンで書かれています（形式 %1）。このバージョンが読めるのは形式 %2 です</translation>
    </message>
    <message>
        <source>the session&apos;s parameter &quot;%1&quot; is not text</source>
        <translation>セッションのパラメータ &quot;%1&quot; が文字列ではありません</translation>
    </message>
    <message>
        <source>the session&apos;s game cannot be opened: %1</source>
        <translation>セッションのゲームを開けません：%1</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;memo&quot; and &quot;shortCircuit&quot; must be true or false</source>
        <translation>セッションの &quot;memo&quot; と &quot;shortCircuit&quot; は true か false でなければなりません</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>%1 は開きませんでした：%2</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; must have a &quot;file&quot; name and a non-empty &quot;text&quot;</source>
        <translation>セッションの &quot;code&quot; には &quot;file&quot;（ファイル名）と空でない &quot;text&quot; が必要です</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;version&quot; must be a number; this version reads format %1</source>
        <translation>セッションの &quot;version&quot; は数でなければなりません。このバージョンが読めるのは形式 %1 です</translation>
    </message>
    <message>
        <source>the session&apos;s %1 is %2 characters long; at most %3 are allowed</source>
        <translation>セッションの %1 が %2 文字あります。%3 文字までです</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;game&quot; must be a game&apos;s name</source>
        <translation>セッションの &quot;game&quot; はゲームの名前でなければなりません</translation>
    </message>
    <message>
        <source>parameter name</source>
        <translation>パラメータ名</translation>
    </message>
    <message>
        <source>parameter &quot;%1&quot;</source>
        <translation>パラメータ &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;step&quot; must be a whole number from 0 to %1</source>
        <translation>セッションの &quot;step&quot; は 0〜%1 の整数でなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;palette&quot; must be a palette&apos;s name</source>
        <translation>セッションの &quot;palette&quot; は配色の名前でなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;zoom&quot; must be a number from 0 (fit the window) to %1</source>
        <translation>セッションの &quot;zoom&quot; は 0（ウィンドウに合わせる）〜%1 の数でなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;values&quot; must be one of %1</source>
        <translation>セッションの &quot;code&quot; の &quot;values&quot; は %1 のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;input&quot; must be text (the program&apos;s standard input)</source>
        <translation>セッションの &quot;code&quot; の &quot;input&quot; はテキスト（プログラムの標準入力）でなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;call&quot; must be text, a method call such as stoneGameII({2,7,9,4,4})</source>
        <translation>セッションの &quot;code&quot; の &quot;call&quot; は stoneGameII({2,7,9,4,4}) のようなメソッド呼び出しのテキストでなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;trace&quot; must be a list of function names</source>
        <translation>セッションの &quot;code&quot; の &quot;trace&quot; は関数名のリストでなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;root&quot; must be a whole number from 1 to %1 (the top-level call drawn)</source>
        <translation>セッションの &quot;code&quot; の &quot;root&quot; は 1 から %1 までの整数（描くトップレベルの呼び出し）でなければなりません</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;view&quot; must be &quot;tree&quot;, &quot;dag&quot; or &quot;table&quot;</source>
        <translation>セッションの &quot;view&quot; は &quot;tree&quot;、&quot;dag&quot;、&quot;table&quot; のいずれかでなければなりません</translation>
    </message>
    <message>
        <source>Cannot write %1: the session would be %2 MiB, more than the %L3 MiB a session can be; the code or its standard input is too long</source>
        <translation>%1 に書き込めません。セッションが %2 MiB になり、セッションの上限 %L3 MiB を超えます。コードか標準入力が長すぎます</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;language&quot; must be &quot;cpp&quot; or &quot;python&quot;</source>
        <translation>セッションの &quot;code&quot; の &quot;language&quot; は &quot;cpp&quot; か &quot;python&quot; でなければなりません</translation>
    </message>
</context>
<context>
    <name>gt::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>プレゼンテーションモードを終了</translation>
    </message>
    <message>
        <source>Larger or smaller text in presentation mode</source>
        <translation>プレゼンテーションモードで文字を拡大・縮小</translation>
    </message>
    <message>
        <source>Zoom the tree</source>
        <translation>木を拡大・縮小</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>マウスホイール</translation>
    </message>
    <message>
        <source>Move the tree</source>
        <translation>木を移動</translation>
    </message>
    <message>
        <source>Drag with the mouse</source>
        <translation>マウスでドラッグ</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>gt::SlideStepsDialog</name>
    <message>
        <source>Every</source>
        <translation>一定間隔：</translation>
    </message>
    <message>
        <source>These steps:</source>
        <translation>指定したステップ：</translation>
    </message>
    <message>
        <source>Export Slide Deck</source>
        <translation>スライドを書き出す</translation>
    </message>
    <message>
        <source> steps</source>
        <translation> ステップごと</translation>
    </message>
    <message>
        <source>The run has %1 steps. Which become slides?</source>
        <translation>この実行は全 %1 ステップです。どのステップをスライドにしますか？</translation>
    </message>
    <message>
        <source>Type the steps, separated by commas, e.g. 1,20,36.</source>
        <translation>ステップをカンマ区切りで入力してください（例：1,20,36）。</translation>
    </message>
    <message>
        <source>Slides: %1</source>
        <translation>スライド：%1 枚</translation>
    </message>
    <message>
        <source>step</source>
        <translation>毎ステップ</translation>
    </message>
    <message>
        <source>list fewer steps, or choose Every</source>
        <translation>ステップを減らすか、「一定間隔」を選んでください</translation>
    </message>
    <message>
        <source>choose more steps between slides</source>
        <translation>スライドの間隔を広げてください</translation>
    </message>
</context>
<context>
    <name>gt::Slides</name>
    <message>
        <source>Call stack</source>
        <translation>コールスタック</translation>
    </message>
    <message>
        <source>(empty: the root has returned)</source>
        <translation>（空：根が返りました）</translation>
    </message>
    <message>
        <source>no steps to put on slides: the answer is known before any call</source>
        <translation>スライドにするステップがありません：呼び出しの前に答えが決まります</translation>
    </message>
    <message>
        <source>… %L1 more calls …</source>
        <translation>… ほかに呼び出し %L1 回 …</translation>
    </message>
    <message>
        <source>-o %1: a deck is a PDF (a name ending in .pdf) or a folder of SVGs (a name ending in /, or a folder that exists)</source>
        <translation>-o %1：スライドは PDF（.pdf で終わる名前）か、SVG のフォルダー（/ で終わる名前、または既にあるフォルダー）に書き出します</translation>
    </message>
    <message>
        <source>-o %1: a file of that name exists, so the slides&apos; folder cannot be made there</source>
        <translation>-o %1：同じ名前のファイルがあるため、スライドのフォルダーを作れません</translation>
    </message>
    <message>
        <source>-o %1: the folder cannot be written to</source>
        <translation>-o %1：このフォルダーには書き込めません</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be finished</source>
        <translation>%1 に書き込めません：PDF を完成できませんでした</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be started</source>
        <translation>%1 に書き込めません：PDF を開始できませんでした</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a step of this run; allowed: 1 to %2</source>
        <translation>&apos;%1&apos; はこの実行のステップではありません。使える値：1〜%2</translation>
    </message>
    <message>
        <source>%L1 slides is too many (at most %L2)</source>
        <translation>スライド %L1 枚は多すぎます（最大 %L2 枚）</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a problem; what to do</comment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option: its problem</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>step %1 comes after step %2; list the steps in increasing order, each once</source>
        <translation>ステップ %1 がステップ %2 の後にあります。ステップは小さい順に、それぞれ一度だけ並べてください</translation>
    </message>
</context>
<context>
    <name>gt::SolveJob</name>
    <message>
        <source>cancelled</source>
        <translation>キャンセルしました</translation>
    </message>
    <message>
        <source>it did not compile: %1</source>
        <translation>コンパイルできませんでした：%1</translation>
    </message>
</context>
<context>
    <name>gt::SourcePanel</name>
    <message>
        <source>Solver source</source>
        <translation>ソルバーのソースコード</translation>
    </message>
    <message>
        <source>The solver&apos;s source is not embedded in this build.</source>
        <translation>このビルドにはソルバーのソースコードが組み込まれていません。</translation>
    </message>
</context>
<context>
    <name>gt::StepControls</name>
    <message>
        <source>%1 ms/step</source>
        <translation>%1 ms/ステップ</translation>
    </message>
    <message>
        <source>&amp;First Step</source>
        <translation>最初のステップ(&amp;F)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>ステップバック(&amp;B)</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation>ステップイン(&amp;I)</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation>ステップオーバー(&amp;O)</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>ステップアウト(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>最後のステップ(&amp;L)</translation>
    </message>
    <message>
        <source>Step back: the previous event (Left, Page Up)</source>
        <translation>ステップバック：前のイベントへ戻ります（←、Page Up）</translation>
    </message>
    <message>
        <source>Play speed: 25 ms to 2 s per step</source>
        <translation>再生速度：1 ステップ 25 ms から 2 s</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <source>Step into: the next event (Right, Page Down, F11)</source>
        <translation>ステップイン：次のイベントへ進みます（→、Page Down、F11）</translation>
    </message>
    <message>
        <source>Step over: finish the call about to start (Down, F10)</source>
        <translation>ステップオーバー：これから始まる呼び出しを最後まで進めます（↓、F10）</translation>
    </message>
    <message>
        <source>Step out: return from the current call (Up, Shift+F11)</source>
        <translation>ステップアウト：現在の呼び出しから戻るまで進めます（↑、Shift+F11）</translation>
    </message>
</context>
<context>
    <name>gt::StoneGameII</name>
    <message>
        <source>piles=[%1]</source>
        <translation>piles=[%1]</translation>
    </message>
    <message>
        <source>i=%1 M=%2</source>
        <translation>i=%1 M=%2</translation>
    </message>
    <message>
        <source>x=%1</source>
        <translation>x=%1</translation>
    </message>
    <message>
        <source>stones in each pile, in order</source>
        <translation>各山の石の数（順番どおり）</translation>
    </message>
    <message>
        <source>Stone Game II</source>
        <translation>ストーンゲーム II</translation>
    </message>
    <message>
        <source>LeetCode 1140; seed article 002 (ja)</source>
        <translation>LeetCode 1140、元記事 002（日本語）</translation>
    </message>
    <message>
        <source>i = %1, …, 0; M = 1, …, %2 at each</source>
        <translation>i = %1, …, 0、各 i で M = 1, …, %2</translation>
    </message>
</context>
<context>
    <name>gt::Stones</name>
    <message>
        <source>N=%1, moves {%2}</source>
        <translation>N=%1、手 {%2}</translation>
    </message>
    <message>
        <source>n=%1</source>
        <translation>n=%1</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>%1 個取る</translation>
    </message>
    <message>
        <source>stones in the pile</source>
        <translation>山の石の数</translation>
    </message>
    <message>
        <source>how many stones a move may remove</source>
        <translation>1 手で取れる石の数</translation>
    </message>
    <message>
        <source>strictly increasing, the first is 1, the last at most N</source>
        <translation>狭義単調増加、最初は 1、最後は N 以下</translation>
    </message>
    <message>
        <source>--moves: the first move must be 1 (got %1 in &apos;%2&apos;); allowed: %3</source>
        <translation>--moves：最初の手は 1 でなければなりません（&apos;%2&apos; の最初は %1）。使える値：%3</translation>
    </message>
    <message>
        <source>--moves: must be strictly increasing, but item %1 (%2) follows %3; allowed: %4</source>
        <translation>--moves：狭義単調増加でなければなりませんが、%1 番目（%2）が %3 の後にあります。使える値：%4</translation>
    </message>
    <message>
        <source>--moves: the last move %1 is more than N=%2; allowed: %3</source>
        <translation>--moves：最後の手 %1 が N=%2 より大きいです。使える値：%3</translation>
    </message>
    <message>
        <source>Stones (AtCoder ABC 270 D)</source>
        <translation>Stones（AtCoder ABC 270 D）</translation>
    </message>
    <message>
        <source>AtCoder ABC 270 D; seed article 003 (ja)</source>
        <translation>AtCoder ABC 270 D、元記事 003（日本語）</translation>
    </message>
    <message>
        <source>n = 0, 1, …, %1</source>
        <translation>n = 0, 1, …, %1</translation>
    </message>
</context>
<context>
    <name>gt::StudioActions</name>
    <message>
        <source>Open Session</source>
        <translation>セッションを開く</translation>
    </message>
    <message>
        <source>Game Tree sessions (*.gtree)</source>
        <translation>ゲーム木スタジオのセッション (*.gtree)</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>セッションを保存</translation>
    </message>
    <message>
        <source>About Game Tree Studio</source>
        <translation>ゲーム木スタジオについて</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Game Tree Studio&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Makes the recursion of game solvers visible: every call of a memoized solver as a node of the AND/OR game tree, stepped through like a debugger.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (GNU LGPL version 3) and Graphviz (Eclipse Public License 2.0); the source of both is at qt.io and graphviz.org.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ゲーム木スタジオ&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;ゲームのソルバーの再帰を目に見えるようにします。メモ化再帰の呼び出しひとつひとつを AND/OR 木の頂点として描き、デバッガのように一歩ずつたどれます。&lt;/p&gt;&lt;p&gt;Qt %2（GNU LGPL バージョン 3）と Graphviz（Eclipse Public License 2.0）を使っています。どちらもソースコードは qt.io と graphviz.org で公開されています。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>セッションを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Session…</source>
        <translation>セッションを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>ウィンドウに合わせる(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>実寸(&amp;A)</translation>
    </message>
    <message>
        <source>Show &amp;Current Call</source>
        <translation>現在の呼び出しを表示(&amp;C)</translation>
    </message>
    <message>
        <source>Collaps&amp;e Below Selected Call</source>
        <translation>選んだ呼び出しより下をたたむ(&amp;E)</translation>
    </message>
    <message>
        <source>Expand the Line of &amp;Best Play Only</source>
        <translation>最善の手順だけを開く(&amp;B)</translation>
    </message>
    <message>
        <source>State &amp;Graph</source>
        <translation>状態グラフ(&amp;G)</translation>
    </message>
    <message>
        <source>One node per state, in place of the call tree (F7 switches back)</source>
        <translation>呼び出し木の代わりに、状態ごとに 1 頂点のグラフを表示します（F7 で戻ります）</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>解く(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>キャンセル(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Game Tree Studio</source>
        <translation>ゲーム木スタジオについて(&amp;A)</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>色覚多様性に配慮（Okabe-Ito）</translation>
    </message>
    <message>
        <source>Print (black and white)</source>
        <translation>印刷用（白黒）</translation>
    </message>
    <message>
        <source>High contrast (projector)</source>
        <translation>高コントラスト（プロジェクター用）</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>配色(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>実行(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>使い方(&amp;U)</translation>
    </message>
    <message>
        <source>Inclu&amp;de Folders…</source>
        <translation>インクルードフォルダー(&amp;D)…</translation>
    </message>
    <message>
        <source>Where #include &lt;...&gt; in your own code also looks (-I)</source>
        <translation>自分のコードの #include &lt;...&gt; が追加で探す場所（-I）</translation>
    </message>
    <message>
        <source>&amp;DP Table</source>
        <translation>DP 表(&amp;D)</translation>
    </message>
    <message>
        <source>The memo as the DP table it is, filling as the run steps (F8 switches back)</source>
        <translation>メモを DP 表として表示し、ステップごとに埋まっていきます（F8 で戻ります）</translation>
    </message>
</context>
<context>
    <name>gt::StudioDocks</name>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>コールスタック</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Solver source</source>
        <translation>ソルバーのソースコード</translation>
    </message>
    <message>
        <source>Memo table: off in this run</source>
        <translation>メモ表：この実行ではメモ化なし</translation>
    </message>
    <message>
        <source>Memo table: 1 entry</source>
        <translation>メモ表：1 件</translation>
    </message>
    <message>
        <source>Memo table: %L1 entries</source>
        <translation>メモ表：%L1 件</translation>
    </message>
    <message>
        <source>Every call (icicle)</source>
        <translation>すべての呼び出し（アイシクル図）</translation>
    </message>
    <message>
        <source>Your code: %1</source>
        <translation>自分のコード：%1</translation>
    </message>
    <message>
        <source>Memo table</source>
        <translation>メモ表</translation>
    </message>
</context>
<context>
    <name>gt::StudioSettings</name>
    <message>
        <source>The settings could not be saved to %1: the disk may be full or the file read-only. The settings saved before are kept.</source>
        <translation>設定を %1 に保存できませんでした。ディスクがいっぱいか、ファイルが読み取り専用の可能性があります。前に保存した設定はそのまま残っています。</translation>
    </message>
</context>
<context>
    <name>gt::TableScene</name>
    <message>
        <source>%1 used</source>
        <translation>%1 個使用</translation>
    </message>
    <message>
        <source>%1 · %2 as a table</source>
        <translation>%1・表としての %2</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>値 %1</translation>
    </message>
    <message>
        <source>stored by call #%1, entry %2 of the run</source>
        <translation>呼び出し #%1 が保存（この実行で %2 番目の保存）</translation>
    </message>
    <message>
        <source>never stored: the recursion does not need it</source>
        <translation>保存されない（再帰はこのマスを必要としない）</translation>
    </message>
    <message>
        <source>stored later, by call #%1</source>
        <translation>このあと呼び出し #%1 が保存</translation>
    </message>
    <message>
        <source>bottom-up: cell %1 of %2</source>
        <translation>ボトムアップ：%2 マス中 %1 番目</translation>
    </message>
    <message>
        <source>read by a memo answer at this step</source>
        <translation>このステップでメモから読まれたマス</translation>
    </message>
    <message>
        <source>The recursion stored %1 of %2 cells by this step (%3 in the whole run).</source>
        <translation>このステップまでに再帰は %2 マス中 %1 マスを保存しました（実行全体では %3 マス）。</translation>
    </message>
    <message>
        <source>A bottom-up loop (%1) computes %2.</source>
        <translation>ボトムアップのループ（%1）は %2 マスを計算します。</translation>
    </message>
    <message>
        <source>A cell&apos;s number: when the recursion stored it.</source>
        <translation>マスの番号：再帰がそのマスを保存した順番。</translation>
    </message>
    <message>
        <source>A cell&apos;s number: when the bottom-up loop fills it.</source>
        <translation>マスの番号：ボトムアップのループがそのマスを埋める順番。</translation>
    </message>
    <message>
        <source>Each box sums the cells under it; the stronger its colour, the more of them are stored.</source>
        <translation>各箱はその範囲のマスをまとめたもので、色が濃いほど多くのマスが保存されています。</translation>
    </message>
    <message>
        <source>%1: cells %2 to %3</source>
        <translation>%1：マス %2〜%3</translation>
    </message>
    <message>
        <source>%1
%2 of %3 stored by this step (first player wins %4, second %5)</source>
        <translation>%1
このステップまでに %3 マス中 %2 マスを保存（先手の勝ち %4、後手の勝ち %5）</translation>
    </message>
    <message>
        <source>step %L1 of %L2</source>
        <translation>ステップ %L1 / %L2</translation>
    </message>
    <message>
        <source>%1: no call reached it</source>
        <translation>%1：どの呼び出しも到達していません</translation>
    </message>
</context>
<context>
    <name>gt::TimelineSlider</name>
    <message>
        <source>Step through the run; green marks: memo answers</source>
        <translation>実行をたどります。緑の印：メモの値を返した呼び出し</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
</context>
<context>
    <name>gt::TreeNavigator</name>
    <message>
        <source>Call #%1 computed this state; it is below a cut: open the “+N calls” node above it.</source>
        <translation>この状態は呼び出し #%1 が計算しました。省略部分の中にあります：上の「+N 回」の頂点を開いてください。</translation>
    </message>
    <message>
        <source>The calls below call #%1 were past the recording limit: they were counted, not recorded.</source>
        <translation>呼び出し #%1 より下は記録の上限を超えました：数えましたが記録していません。</translation>
    </message>
</context>
<context>
    <name>gt::TreeView</name>
    <message>
        <source>Game tree</source>
        <translation>ゲーム木</translation>
    </message>
</context>
<context>
    <name>gt::UserCode</name>
    <message>
        <source>internal error: the embedded runtime file %1 is missing</source>
        <translation>内部エラー：組み込みのランタイムファイル %1 がありません</translation>
    </message>
    <message>
        <source>no C++ compiler found (c++ or g++): install the Debian package g++ (sudo apt-get install g++)</source>
        <translation>C++ コンパイラ（c++ または g++）が見つかりません：Debian パッケージ g++ をインストールしてください（sudo apt-get install g++）</translation>
    </message>
    <message>
        <source>the compiler took more than %1 s; the file is not compiled</source>
        <translation>コンパイラが %1 秒を超えました。ファイルはコンパイルされていません</translation>
    </message>
    <message>
        <source>cannot write to the cache folder %1</source>
        <translation>キャッシュフォルダー %1 に書き込めません</translation>
    </message>
    <message>
        <source>%1 (tried %2)</source>
        <translation>%1（試した規格：%2）</translation>
    </message>
    <message>
        <source>%1: no GT_GAME(run) { ... } in the file: the program has no entry point</source>
        <translation>%1：ファイルに GT_GAME(run) { ... } がありません。プログラムに入口がありません</translation>
    </message>
    <message>
        <source>after %L1 calls</source>
        <translation>呼び出し %L1 回のあと</translation>
    </message>
    <message>
        <source>after %L1 calls; the deepest call is #%L2 %3</source>
        <translation>呼び出し %L1 回のあと、最も深い呼び出しは #%L2 %3</translation>
    </message>
    <message>
        <source>%1: the call %2 was ended by an exception that the program caught; a call returns through call.base, call.memo or call.value</source>
        <translation>%1：呼び出し %2 は、プログラム内で捕捉された例外で終わりました。呼び出しは call.base、call.memo、call.value のいずれかで返してください</translation>
    </message>
    <message>
        <source>%1: the call %2 ended without call.base, call.memo or call.value</source>
        <translation>%1：呼び出し %2 が call.base、call.memo、call.value のどれも使わずに終わりました</translation>
    </message>
    <message>
        <source>%1: the call %2 returned a second time; return once, through call.base, call.memo or call.value</source>
        <translation>%1：呼び出し %2 が二度返りました。call.base、call.memo、call.value のどれかで 1 回だけ返してください</translation>
    </message>
    <message>
        <source>%1: a call was made after its caller %2 had returned; return last</source>
        <translation>%1：呼び出し元 %2 が返したあとに呼び出しが行われました。返すのは最後にしてください</translation>
    </message>
    <message>
        <source>%1: a second recursion started: the tree has one root, so make one top-level call</source>
        <translation>%1：2 つ目の再帰が始まりました。木の根は 1 つなので、トップレベルの呼び出しは 1 回にしてください</translation>
    </message>
    <message>
        <source>%1: the value %2 does not fit in 32 bits</source>
        <translation>%1：値 %2 は 32 ビットに収まりません</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the program threw an exception %1</source>
        <translation>プログラムが例外を投げました：%1</translation>
    </message>
    <message>
        <source>the program threw an exception (%1) %2</source>
        <translation>プログラムが例外（%1）を投げました：%2</translation>
    </message>
    <message>
        <source>the program ran out of memory (--memory-limit %L1 MiB) %2</source>
        <translation>プログラムのメモリが足りなくなりました（--memory-limit %L1 MiB）：%2</translation>
    </message>
    <message>
        <source>the recursion went deeper than %L1 calls %2</source>
        <translation>再帰の深さが %L1 を超えました：%2</translation>
    </message>
    <message>
        <source>the program crashed with SIGSEGV (stack overflow) %1</source>
        <translation>プログラムが SIGSEGV（スタックオーバーフロー）でクラッシュしました：%1</translation>
    </message>
    <message>
        <source>the program ran longer than %1 s (the time-out: twice --cpu-limit plus 10 s) %2</source>
        <translation>プログラムが %1 秒を超えて動きました（制限時間：--cpu-limit の 2 倍に 10 秒を足した値）：%2</translation>
    </message>
    <message>
        <source>the program&apos;s trace grew past %L1 MiB (--output-limit) %2</source>
        <translation>プログラムのトレースが %L1 MiB を超えました（--output-limit）：%2</translation>
    </message>
    <message>
        <source>the program used more than %1 s of CPU time (--cpu-limit) %2</source>
        <translation>プログラムの CPU 時間が %1 秒を超えました（--cpu-limit）：%2</translation>
    </message>
    <message>
        <source>the program crashed with %1 %2</source>
        <translation>プログラムが %1 でクラッシュしました：%2</translation>
    </message>
    <message>
        <source>the program exited with status %1 before it finished, %2</source>
        <translation>再帰の記録が終わる前に、プログラムが終了コード %1 で終了しました：%2</translation>
    </message>
    <message>
        <source>the program&apos;s description is unreadable: %1</source>
        <translation>プログラムの宣言が読めません：%1</translation>
    </message>
    <message>
        <source>cannot start the program: %1</source>
        <translation>プログラムを起動できません：%1</translation>
    </message>
    <message>
        <source>the program did not declare anything</source>
        <translation>プログラムは何も宣言しませんでした</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読めません：%2</translation>
    </message>
    <message>
        <source>the program&apos;s trace stream is broken after %L1 calls (did the program write to descriptor 3, or overwrite the runtime&apos;s memory?)</source>
        <translation>%L1 回の呼び出しのあと、プログラムのトレースのストリームが壊れています（プログラムがファイル記述子 3 に書き込んだか、ランタイムのメモリを上書きしませんでしたか？）</translation>
    </message>
    <message>
        <source>too large: the run needs more than the call limit</source>
        <translation>大きすぎます：呼び出しの上限を超える実行です</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1: no recursive function found (functions: %2). Game Tree Studio draws the calls of a recursion; an iterative (bottom-up) DP makes none. Write it as a memoized recursion to see its tree</source>
        <translation>%1：再帰関数が見つかりません（関数：%2）。ゲーム木スタジオは再帰の呼び出しを描きます。反復（ボトムアップ）の DP には呼び出しがありません。木を見るにはメモ化再帰で書いてください</translation>
    </message>
    <message>
        <source>--trace %1: %2 has no function of that name; its functions: %3</source>
        <translation>--trace %1：%2 にその名前の関数はありません。関数：%3</translation>
    </message>
    <message>
        <source>--trace %1: %1 never calls itself, directly or through another function, so it has no tree to draw</source>
        <translation>--trace %1：%1 は直接にも他の関数を通しても自分を呼ばないので、描く木がありません</translation>
    </message>
    <message>
        <source>%1 has no main(): give the call to make with --call, for example --call &apos;%2&apos; (in the studio, the Call box); it can call: %3</source>
        <translation>%1 には main() がありません。行う呼び出しを --call で指定してください。例：--call &apos;%2&apos;（スタジオでは「呼び出し」欄）。呼び出せるメソッド：%3</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: write a method call with C++ literal arguments, for example --call &apos;stoneGameII({2,7,9,4,4})&apos; or --call &apos;canWin(&quot;++++&quot;)&apos;</source>
        <translation>--call &apos;%1&apos;：C++ のリテラルを引数にしたメソッド呼び出しを書いてください。例：--call &apos;stoneGameII({2,7,9,4,4})&apos;、--call &apos;canWin(&quot;++++&quot;)&apos;</translation>
    </message>
    <message>
        <source>--call: %1 has no public method %2; it can call: %3</source>
        <translation>--call：%1 に public メソッド %2 はありません。呼び出せるメソッド：%3</translation>
    </message>
    <message>
        <source>--call: %1 has several methods named %2 (%3); rename all but one</source>
        <translation>--call：%1 には %2 という名前のメソッドが複数あります（%3）。1 つを残して名前を変えてください</translation>
    </message>
    <message>
        <source>%1 could not be read as C++ (%2)</source>
        <translation>%1 を C++ として読めませんでした（%2）</translation>
    </message>
    <message>
        <source>gametree-instrument, which reads a program written without gametree.h, is not installed beside this program; reinstall Game Tree Studio</source>
        <translation>gametree.h を使わずに書かれたプログラムを読む gametree-instrument が、このプログラムと一緒にインストールされていません。ゲーム木スタジオを入れ直してください</translation>
    </message>
    <message>
        <source>cannot write a temporary file in %1</source>
        <translation>%1 に一時ファイルを書けません</translation>
    </message>
    <message>
        <source>reading %1 took more than %2 s; the file is not run</source>
        <translation>%1 の読み込みに %2 秒以上かかりました。このファイルは実行しません</translation>
    </message>
    <message>
        <source>gametree-instrument failed on %1 (%2); the file is not run</source>
        <translation>gametree-instrument が %1 で失敗しました（%2）。このファイルは実行しません</translation>
    </message>
    <message>
        <source>gametree-instrument gave an answer that is not JSON; the file is not run</source>
        <translation>gametree-instrument の答えが JSON ではありません。このファイルは実行しません</translation>
    </message>
    <message>
        <source>gametree-instrument found nothing to trace in %1</source>
        <translation>gametree-instrument は %1 にトレースするものを見つけませんでした</translation>
    </message>
    <message>
        <source>the program made no call of %1 with this input (it printed: %2)</source>
        <translation>この入力ではプログラムは %1 を一度も呼びませんでした（出力：%2）</translation>
    </message>
    <message>
        <source>--root %L1: the recursion was started only %L2 times from the top level</source>
        <translation>--root %L1：再帰はトップレベルから %L2 回しか始まっていません</translation>
    </message>
    <message>
        <source>the byte-order mark at the start of the file was left out</source>
        <translation>ファイル先頭のバイトオーダーマークを除きました</translation>
    </message>
    <message>
        <source>main() without a type was read as int main(), as old compilers did</source>
        <translation>型のない main() を、古いコンパイラと同じく int main() として読みました</translation>
    </message>
    <message>
        <source>as on LeetCode, #include &lt;bits/stdc++.h&gt; and using namespace std; come before the file</source>
        <translation>LeetCode と同じく、ファイルの前に #include &lt;bits/stdc++.h&gt; と using namespace std; を置きました</translation>
    </message>
    <message>
        <source>compiled with -std=%1: as %2 (AtCoder&apos;s) it does not compile</source>
        <translation>-std=%1 でコンパイルしました。%2（AtCoder の設定）ではコンパイルできません</translation>
    </message>
    <message>
        <source>each call of %1 is drawn; its label shows %2</source>
        <translation>%1 の呼び出しをすべて描きます。ラベルに表示する引数：%2</translation>
    </message>
    <message>
        <source>no parameter</source>
        <translation>なし</translation>
    </message>
    <message>
        <source> (%1: passed unchanged to every call)</source>
        <translation>（%1：どの呼び出しにも同じ値が渡されます）</translation>
    </message>
    <message>
        <source>the recursion stores into a table but never returns an entry it tested: a memo read before the call makes no call, so it is not drawn, and --memo off is not available</source>
        <translation>再帰は表に書き込みますが、調べた値を返すことはありません。呼び出す前にメモを読むと呼び出しが起きないので描かれず、--memo off も使えません</translation>
    </message>
    <message>
        <source>no memo test was found (a table entry tested, then returned): every call is computed, and --memo off is not available</source>
        <translation>メモの確認（表の値を調べて返す）が見つかりません。どの呼び出しも計算され、--memo off は使えません</translation>
    </message>
    <message>
        <source>not instrumented (inside a macro): %1; those calls still show, their values may read 0</source>
        <translation>マクロの中なので計装できません：%1。その呼び出しも描かれますが、値が 0 と表示されることがあります</translation>
    </message>
    <message>
        <source>the recursion was started %L1 times from the top level (a loop over test cases?); this is start %L2 (--root 1 to %L1)</source>
        <translation>再帰はトップレベルから %L1 回始まりました（テストケースのループ？）。これは %L2 回目です（--root 1〜%L1）</translation>
    </message>
    <message>
        <source>--memo off: no memo test was found in %1 (an entry of a table the recursion stores into, tested and then returned), so there is nothing to switch off</source>
        <translation>--memo off：%1 にメモの確認（再帰が書き込む表の値を調べて返すこと）が見つからないので、切るものがありません</translation>
    </message>
    <message>
        <source>--memo %1: %2 never calls gt::memoOn(), so the switch would change nothing; test gt::memoOn() where the memo is read</source>
        <translation>--memo %1：%2 は gt::memoOn() を呼ばないので、切り替えても何も変わりません。メモを読むところで gt::memoOn() を調べてください</translation>
    </message>
    <message>
        <source>--call: %1 was given %2 argument values; it takes the arguments its signature lists</source>
        <translation>--call：%1 に %2 個の引数が渡されました。引数はシグネチャに書かれたとおりに渡してください</translation>
    </message>
    <message>
        <source>characters a web page or editor put in the code (non-breaking or ideographic spaces, zero-width characters, typographic quotes: %L1 of them) were read as plain spaces and quotes</source>
        <translation>ウェブページやエディターがコードに入れた文字（ノーブレークスペース・全角スペース・ゼロ幅文字・曲がった引用符、%L1 文字）を、普通の空白と引用符として読みました</translation>
    </message>
    <message>
        <source>the program does not declare its memo as a table: declare it with run.table(&quot;dp[N+1]&quot;, N + 1) before the first call, and name each call&apos;s cell with call.cell(n)</source>
        <translation>プログラムがメモを表として宣言していません。最初の呼び出しの前に run.table(&quot;dp[N+1]&quot;, N + 1) で宣言し、各呼び出しのマスを call.cell(n) で指定してください</translation>
    </message>
    <message>
        <source>its memo is not indexed by the recursion&apos;s parameters alone (as dp[n] or dp[i][m] is), so its cells are unknown</source>
        <translation>メモの添字が再帰の引数だけではない（dp[n] や dp[i][m] の形ではない）ため、マスが分かりません</translation>
    </message>
    <message>
        <source>no memo table was found in the recursion</source>
        <translation>再帰の中にメモ表が見つかりません</translation>
    </message>
    <message>
        <source>no call indexed %1 with whole numbers from 0</source>
        <translation>%1 を 0 以上の整数で添字付けした呼び出しがありません</translation>
    </message>
    <message>
        <source>%1 reaches %2 x %3 cells; a table of at most %L4 cells is drawn</source>
        <translation>%1 は %2 x %3 マスに達します。描ける表は最大 %L4 マスです</translation>
    </message>
    <message>
        <source>the compiler needed more than its %L1 MiB of memory on %2; the file is not compiled</source>
        <translation>コンパイラが %2 で上限の %L1 MiB を超えるメモリを必要としました。ファイルはコンパイルされていません</translation>
    </message>
    <message>
        <source>the compiler used more than its %1 s of CPU time on %2; the file is not compiled</source>
        <translation>コンパイラが %2 で上限の %1 秒を超える CPU 時間を使いました。ファイルはコンパイルされていません</translation>
    </message>
    <message>
        <source>the compiler wrote more than its %L1 MiB to a file on %2; the file is not compiled</source>
        <translation>コンパイラが %2 で上限の %L1 MiB を超えてファイルに書き込みました。ファイルはコンパイルされていません</translation>
    </message>
    <message>
        <source>the compiler crashed on %1; the file is not compiled</source>
        <translation>コンパイラが %1 でクラッシュしました。ファイルはコンパイルされていません</translation>
    </message>
    <message>
        <source>%1: the compiler failed and printed nothing</source>
        <translation>%1：コンパイラが何も出力せずに失敗しました</translation>
    </message>
    <message>
        <source>it crashed or needed more than its %L1 MiB of memory</source>
        <translation>クラッシュしたか、上限の %L1 MiB を超えるメモリを必要としました</translation>
    </message>
    <message>
        <source>[the program printed more; only its first %L1 KiB are shown]</source>
        <translation>［プログラムの出力はさらに続きます。最初の %L1 KiB だけを表示しています］</translation>
    </message>
    <message>
        <source>%1:%2: #include %3 is not a file but a device, a pipe or a folder; the compiler would read it without end or wait for input. Include source files only</source>
        <translation>%1:%2：#include %3 はファイルではなく、デバイス・パイプ・フォルダーのいずれかです。コンパイラが終わりなく読み続けるか、入力を待ち続けます。ソースファイルだけを include してください</translation>
    </message>
    <message>
        <source>%1 could not be parsed as C++ at all: a header it includes may be too large to read (the parser has %L2 MiB of memory); the file is not run</source>
        <translation>%1 を C++ として解析できませんでした。include しているヘッダーが大きすぎて読めない可能性があります（解析に使えるメモリは %L2 MiB）。このファイルは実行しません</translation>
    </message>
    <message>
        <source>the program ended (exit) inside its recursion with calls still open (%L1 deep); they are drawn as running when it stopped</source>
        <translation>プログラムは再帰の途中で、呼び出しが終わらないまま終了しました（exit、深さ %L1）。それらは止まったとき実行中の呼び出しとして描きます</translation>
    </message>
    <message>
        <source>it is missing (two commas in a row, or one at the end)</source>
        <translation>値がありません（カンマが 2 つ続いているか、最後にカンマがあります）</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 は数ではありません</translation>
    </message>
    <message>
        <source>the string %1 has no closing quote</source>
        <translation>文字列 %1 を閉じる引用符がありません</translation>
    </message>
    <message>
        <source>the character %1 has no closing quote</source>
        <translation>文字 %1 を閉じる引用符がありません</translation>
    </message>
    <message>
        <source>%1 is not one character; a string is written in double quotes</source>
        <translation>%1 は 1 文字ではありません。文字列は二重引用符で書きます</translation>
    </message>
    <message>
        <source>%1 has an escape C++ does not know</source>
        <translation>%1 に C++ にないエスケープがあります</translation>
    </message>
    <message>
        <source>a list is written {1,2,3} in C++, not [1,2,3]</source>
        <translation>C++ ではリストを [1,2,3] ではなく {1,2,3} と書きます</translation>
    </message>
    <message>
        <source>the list %1 has no closing }</source>
        <translation>リスト %1 を閉じる } がありません</translation>
    </message>
    <message>
        <source>a comma is missing before %1</source>
        <translation>%1 の前にカンマがありません</translation>
    </message>
    <message>
        <source>%1 is a name or an expression; give its value: a number, true or false, &apos;c&apos;, &quot;text&quot;, {…} or nullptr</source>
        <translation>%1 は名前か式です。値を書いてください：数、true か false、&apos;c&apos;、&quot;text&quot;、{…}、nullptr のどれか</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: argument %2 is not a C++ literal: %3</source>
        <translation>--call &apos;%1&apos;：引数 %2 が C++ のリテラルではありません：%3</translation>
    </message>
    <message>
        <source>a whole number from %L1 to %L2</source>
        <translation>%L1〜%L2 の整数</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true か false</translation>
    </message>
    <message>
        <source>a character in single quotes, such as &apos;a&apos;</source>
        <translation>&apos;a&apos; のように一重引用符で囲んだ 1 文字</translation>
    </message>
    <message>
        <source>a string in double quotes, such as &quot;abc&quot;</source>
        <translation>&quot;abc&quot; のように二重引用符で囲んだ文字列</translation>
    </message>
    <message>
        <source>a pair in braces, such as {1,2}</source>
        <translation>{1,2} のように波かっこで囲んだ組</translation>
    </message>
    <message>
        <source>only nullptr (no literal makes an object to point to)</source>
        <translation>nullptr だけ（指す先のオブジェクトを作るリテラルはありません）</translation>
    </message>
    <message>
        <source>a list in braces, such as {1,2,3}</source>
        <translation>{1,2,3} のように波かっこで囲んだリスト</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: the program was started without its arguments</source>
        <translation>--call &apos;%1&apos;：プログラムが引数なしで起動されました</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: the method takes %2 arguments, %3 were given</source>
        <translation>--call &apos;%1&apos;：メソッドの引数は %2 個ですが、%3 個渡されました</translation>
    </message>
    <message>
        <source>argument %1</source>
        <translation>引数 %1</translation>
    </message>
    <message>
        <source>argument %1 (%2)</source>
        <translation>引数 %1（%2）</translation>
    </message>
    <message>
        <source>%1, item %2</source>
        <translation>%1 の要素 %2</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: %2 is of a type no C++ literal makes; call the method from a main() of your own</source>
        <translation>--call &apos;%1&apos;：%2 は C++ のリテラルでは作れない型です。自分の main() からメソッドを呼び出してください</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: %2 takes %3; %4 is not one</source>
        <translation>--call &apos;%1&apos;：%2 に渡せるのは %3 です。%4 は渡せません</translation>
    </message>
    <message>
        <source>--call: an argument does not fit its parameter (%1)</source>
        <translation>--call：引数が仮引数の型に合いません（%1）</translation>
    </message>
    <message>
        <source>the Python tracer failed on %1 (%2); the file is not run</source>
        <translation>Python のトレーサーが %1 の読み込みに失敗しました（%2）。ファイルは実行しません</translation>
    </message>
    <message>
        <source>%1 has no top-level code to run: give the call to make with --call, for example --call &apos;%2&apos; (in the studio, the Call box); it can call: %3</source>
        <translation>%1 にはトップレベルで実行するコードがありません。行う呼び出しを --call で指定してください。例：--call &apos;%2&apos;（スタジオでは「呼び出し」欄）。呼び出せるもの：%3</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos; is not a call: write the method and its arguments, for example canIWin(10, 11)</source>
        <translation>--call &apos;%1&apos; は呼び出しではありません。メソッドと引数を書いてください。例：canIWin(10, 11)</translation>
    </message>
    <message>
        <source>--call: %1 is not a literal; the arguments are Python literals (numbers, strings, True, False, None, lists, tuples, sets, dicts), so a call runs nothing but the method</source>
        <translation>--call：%1 はリテラルではありません。引数は Python のリテラル（数、文字列、True、False、None、リスト、タプル、集合、辞書）に限られ、呼び出しではメソッド以外は何も実行しません</translation>
    </message>
    <message>
        <source>--call: %1 arguments given; %2 takes a different number</source>
        <translation>--call：引数が %1 個ありますが、%2 の引数の数とは違います</translation>
    </message>
    <message>
        <source>python3 is not installed, and a Python program needs it: install the Debian package python3 (sudo apt-get install python3), or give another interpreter with --python PATH</source>
        <translation>python3 がインストールされていません。Python のプログラムには必要です。Debian パッケージ python3 をインストールする（sudo apt-get install python3）か、--python PATH で別のインタープリターを指定してください</translation>
    </message>
    <message>
        <source>--python %1: no such interpreter (give the path of python3 or pypy3)</source>
        <translation>--python %1：そのようなインタープリターはありません（python3 か pypy3 のパスを指定してください）</translation>
    </message>
    <message>
        <source>internal error: the embedded Python tracer is missing</source>
        <translation>内部エラー：組み込みの Python トレーサーがありません</translation>
    </message>
    <message>
        <source>cannot write the Python tracer into %1: %2</source>
        <translation>Python トレーサーを %1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <source>as on LeetCode, the names its judge imports (typing&apos;s List and Optional, cache and lru_cache, defaultdict, Counter, deque, heapq, bisect, math, inf...) are there before the file</source>
        <translation>LeetCode と同じく、ジャッジが import する名前（typing の List と Optional、cache と lru_cache、defaultdict、Counter、deque、heapq、bisect、math、inf など）をファイルの前に用意しています</translation>
    </message>
    <message>
        <source>%1 flips from call to call: it names the player to move (its value in the first call: the first player)</source>
        <translation>%1 は呼び出しごとに切り替わり、手番のプレイヤーを表します（最初の呼び出しでの値が先手）</translation>
    </message>
    <message>
        <source>the rest of the state may be in variables the recursion changes in place</source>
        <translation>状態の残りは、再帰がその場で書き換える変数にあるのかもしれません</translation>
    </message>
    <message>
        <source>the rest of the state may be in variables the recursion or its helpers change: %1</source>
        <translation>状態の残りは、再帰またはその補助関数が書き換える変数にあるのかもしれません：%1</translation>
    </message>
    <message>
        <source>the labels do not hold the whole state: calls #%1 and #%2 are both “%3” but return %4 and %5, so no call is drawn as a repeat or a memo answer of another (%6)</source>
        <translation>ラベルは状態のすべてを表していません：呼び出し #%1 と #%2 はどちらも「%3」ですが、返す値は %4 と %5 です。そのため、どの呼び出しも別の呼び出しの繰り返しやメモの答えとしては描きません（%6）</translation>
    </message>
    <message>
        <source>%1 (1 call)</source>
        <translation>%1（呼び出し 1 回）</translation>
    </message>
    <message>
        <source>%1 (%L2 calls)</source>
        <translation>%1（呼び出し %L2 回）</translation>
    </message>
    <message>
        <source>also traced: %1; drawn: %2, the recursion with the most calls (--trace NAME draws another)</source>
        <translation>ほかに追跡した再帰：%1。描いたのは呼び出しが最も多い再帰 %2 です（ほかの再帰は --trace NAME で描けます）</translation>
    </message>
    <message>
        <source> (%1: kept outside the parameters, changed in place around each call)</source>
        <translation>（%1：引数の外に置かれ、各呼び出しの前後でその場で書き換えられます）</translation>
    </message>
    <message>
        <source>the program ran without a sandbox (GAMETREE_SANDBOX=off): with your rights, the network and no bound on processes</source>
        <translation>プログラムはサンドボックスなしで実行されました（GAMETREE_SANDBOX=off）。あなたの権限とネットワークを使え、プロセス数の上限もありません</translation>
    </message>
    <message>
        <source>the program ran without a sandbox (this system gives no namespaces): with your rights, the network and no bound on processes</source>
        <translation>プログラムはサンドボックスなしで実行されました（このシステムでは名前空間が使えません）。あなたの権限とネットワークを使え、プロセス数の上限もありません</translation>
    </message>
    <message>
        <source>a network of its own</source>
        <translation>専用のネットワーク</translation>
    </message>
    <message>
        <source>a read-only file system</source>
        <translation>読み取り専用のファイルシステム</translation>
    </message>
    <message>
        <source>a bound on processes</source>
        <translation>プロセス数の上限</translation>
    </message>
    <message>
        <source>the program&apos;s sandbox lacks %1 on this system</source>
        <translation>このシステムでは、プログラムのサンドボックスに次のものがありません：%1</translation>
    </message>
    <message>
        <source>the program was killed (SIGKILL: by the system when memory ran out, or by a process) %1</source>
        <translation>プログラムは強制終了されました（SIGKILL：メモリ不足によるシステムの終了、または他のプロセスによる終了）%1</translation>
    </message>
    <message>
        <source>the program wrote a file larger than %L1 MiB (--output-limit) %2</source>
        <translation>プログラムが %L1 MiB（--output-limit）を超えるファイルを書き込みました %2</translation>
    </message>
    <message>
        <source>the program stopped itself with %1, and a stopped program never goes on: it was ended %2</source>
        <translation>プログラムが %1 で自ら停止しました。停止したプログラムは再開しないため、終了させました：%2</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 を起動できませんでした：%2</translation>
    </message>
</context>
<context>
    <name>gt::UserGuide</name>
    <message>
        <source>Game Tree Studio User Guide</source>
        <translation>ゲーム木スタジオの使い方</translation>
    </message>
    <message>
        <source>The user guide is not embedded in this build.</source>
        <translation>このビルドには使い方が組み込まれていません。</translation>
    </message>
</context>
<context>
    <name>gt::Value</name>
    <message>
        <source>%1 · first player wins</source>
        <translation>%1 · 先手の勝ち</translation>
    </message>
    <message>
        <source>%1 · first player loses</source>
        <translation>%1 · 先手の負け</translation>
    </message>
    <message>
        <source>%1 · first player (to move) wins</source>
        <translation>%1 · 手番の先手の勝ち</translation>
    </message>
    <message>
        <source>%1 · second player (to move) wins</source>
        <translation>%1 · 手番の後手の勝ち</translation>
    </message>
    <message>
        <source>%1 · first player (to move) loses</source>
        <translation>%1 · 手番の先手の負け</translation>
    </message>
    <message>
        <source>%1 · second player (to move) loses</source>
        <translation>%1 · 手番の後手の負け</translation>
    </message>
    <message>
        <source>%1 · first player (to move) gets %2</source>
        <translation>%1 · 手番の先手の取り分は %2 個</translation>
    </message>
    <message>
        <source>%1 · second player (to move) gets %2</source>
        <translation>%1 · 手番の後手の取り分は %2 個</translation>
    </message>
    <message>
        <source>%1 · 1st wins</source>
        <translation>%1 · 先手必勝</translation>
    </message>
    <message>
        <source>%1 · 1st loses</source>
        <translation>%1 · 先手必敗</translation>
    </message>
    <message>
        <source>%1 · 2nd wins</source>
        <translation>%1 · 後手必勝</translation>
    </message>
    <message>
        <source>%1 · 2nd loses</source>
        <translation>%1 · 後手必敗</translation>
    </message>
    <message>
        <source>%1 · 1st gets %2</source>
        <translation>%1 · 先手 %2 個</translation>
    </message>
    <message>
        <source>%1 · 2nd gets %2</source>
        <translation>%1 · 後手 %2 個</translation>
    </message>
    <message>
        <source>%1 · first player&apos;s score</source>
        <translation>%1 · 先手の得点</translation>
    </message>
    <message>
        <source>%1 · 1st&apos;s score</source>
        <translation>%1 · 先手の得点</translation>
    </message>
    <message>
        <source>%1 · first player (to move) ahead by %2</source>
        <translation>%1 · 手番の先手が %2 リード</translation>
    </message>
    <message>
        <source>%1 · second player (to move) ahead by %2</source>
        <translation>%1 · 手番の後手が %2 リード</translation>
    </message>
    <message>
        <source>%1 · first player (to move) behind by %2</source>
        <translation>%1 · 手番の先手が %2 ビハインド</translation>
    </message>
    <message>
        <source>%1 · second player (to move) behind by %2</source>
        <translation>%1 · 手番の後手が %2 ビハインド</translation>
    </message>
    <message>
        <source>%1 · a tie</source>
        <translation>%1 · 引き分け</translation>
    </message>
    <message>
        <source>%1 · a draw</source>
        <translation>%1 · 引き分け</translation>
    </message>
    <message>
        <source>%1 · 1st ahead by %2</source>
        <translation>%1 · 先手 %2 リード</translation>
    </message>
    <message>
        <source>%1 · 2nd ahead by %2</source>
        <translation>%1 · 後手 %2 リード</translation>
    </message>
    <message>
        <source>%1 · 1st behind by %2</source>
        <translation>%1 · 先手 %2 ビハインド</translation>
    </message>
    <message>
        <source>%1 · 2nd behind by %2</source>
        <translation>%1 · 後手 %2 ビハインド</translation>
    </message>
    <message>
        <source>%1 · tie</source>
        <translation>%1 · 引き分け</translation>
    </message>
    <message>
        <source>%1 · draw</source>
        <translation>%1 · 引き分け</translation>
    </message>
    <message>
        <source>The player to move wins (1/0)</source>
        <translation>手番の勝ち（1/0）</translation>
    </message>
    <message>
        <source>The first player wins (1/0)</source>
        <translation>先手の勝ち（1/0）</translation>
    </message>
    <message>
        <source>The mover&apos;s score (the rest is the opponent&apos;s)</source>
        <translation>手番の取り分（残りは相手の分）</translation>
    </message>
    <message>
        <source>The first player&apos;s score</source>
        <translation>先手の得点</translation>
    </message>
    <message>
        <source>Plain values (no players)</source>
        <translation>ただの値（プレイヤーなし）</translation>
    </message>
    <message>
        <source>Score difference (mine − the opponent&apos;s)</source>
        <translation>得点差（自分 − 相手）</translation>
    </message>
    <message>
        <source>Negamax (1 win, 0 draw, −1 loss)</source>
        <translation>ネガマックス（1 勝ち、0 引き分け、−1 負け）</translation>
    </message>
    <message>
        <source>Grundy number (0 loses)</source>
        <translation>グランディ数（0 なら負け）</translation>
    </message>
    <message>
        <source>%1 · second player wins</source>
        <translation>%1 · 後手の勝ち</translation>
    </message>
    <message>
        <source>The winner&apos;s index (0 the first player, 1 the second)</source>
        <translation>勝者の番号（0 は先手、1 は後手）</translation>
    </message>
    <message>
        <source>%1 · first player ahead by %2</source>
        <translation>%1 · 先手が %2 リード</translation>
    </message>
    <message>
        <source>%1 · second player ahead by %2</source>
        <translation>%1 · 後手が %2 リード</translation>
    </message>
</context>
<context>
    <name>gt::ValueReading</name>
    <message>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>call #%1 returns %2 from moves that return %3</source>
        <translation>呼び出し #%1 は、手の値が %3 なのに %2 を返します</translation>
    </message>
    <message>
        <source>values read as %1: all %L2 calls computed from their moves fit it</source>
        <translation>値は %1 と読みます：手から計算した %L2 回の呼び出しがすべてこれに合います</translation>
    </message>
    <message>
        <source>values read as %1: all %L2 calls computed from their moves fit it (the code alone suggests %3)</source>
        <translation>値は %1 と読みます：手から計算した %L2 回の呼び出しがすべてこれに合います（コードだけからは %3 に見えます）</translation>
    </message>
    <message>
        <source>values read as %1, not %2 as the code suggests: %3, which %2 does not allow; all %L4 calls computed from their moves fit %1</source>
        <translation>値はコードから見える %2 ではなく %1 と読みます：%3。これは %2 ではありえません。手から計算した %L4 回の呼び出しはすべて %1 に合います</translation>
    </message>
    <message>
        <source>the values fit no kind of game value, so they are drawn as plain numbers: the code suggests %1, but %2; choose a kind with Values (--values) to colour the tree</source>
        <translation>値はどの種類のゲームの値にも合わないので、ただの数として描きます：コードからは %1 に見えますが、%2。木に色を付けるには「値」（--values）で種類を選んでください</translation>
    </message>
    <message>
        <source>values read as %1, as the code suggests (a score is not checked against the run)</source>
        <translation>値はコードのとおり %1 と読みます（得点は実行結果と照合しません）</translation>
    </message>
    <message>
        <source>call #%1 returns %2</source>
        <translation>呼び出し #%1 は %2 を返します</translation>
    </message>
    <message>
        <source>values read as %1, as the code suggests, though %2: a move that combines several calls (the XOR of two heaps) is not one call&apos;s value</source>
        <translation>値はコードのとおり %1 と読みます。ただし %2：いくつかの呼び出しを組み合わせる手（2 つの山の XOR）は、1 つの呼び出しの値ではありません</translation>
    </message>
</context>
<context>
    <name>gt::WebPage</name>
    <message>
        <source>First</source>
        <translation>最初のステップ</translation>
    </message>
    <message>
        <source>Back to the first step (Home)</source>
        <translation>最初のステップへ（Home）</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ステップバック</translation>
    </message>
    <message>
        <source>Step back: the previous event (Left, Page Up)</source>
        <translation>ステップバック：前のイベントへ戻ります（←、Page Up）</translation>
    </message>
    <message>
        <source>Into</source>
        <translation>ステップイン</translation>
    </message>
    <message>
        <source>Step into: the next event (Right, Page Down, F11)</source>
        <translation>ステップイン：次のイベントへ進みます（→、Page Down、F11）</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>ステップオーバー</translation>
    </message>
    <message>
        <source>Step over: finish the call about to start (Down, F10)</source>
        <translation>ステップオーバー：これから始まる呼び出しを最後まで進めます（↓、F10）</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>ステップアウト</translation>
    </message>
    <message>
        <source>Step out: return from the current call (Up, Shift+F11)</source>
        <translation>ステップアウト：現在の呼び出しから戻るまで進めます（↑、Shift+F11）</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>最後のステップ</translation>
    </message>
    <message>
        <source>On to the last step (End)</source>
        <translation>最後のステップへ（End）</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>再生／一時停止（Space）</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>再生速度</translation>
    </message>
    <message>
        <source>Play speed: 25 ms to 2 s per step</source>
        <translation>再生速度：1 ステップ 25 ms から 2 s</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>ステップ %1 / %2</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>コールスタック</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソースコード</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>← running</source>
        <translation>← 実行中</translation>
    </message>
    <message>
        <source>(empty: the root has returned)</source>
        <translation>（空：根が返りました）</translation>
    </message>
    <message>
        <source>… %1 more calls …</source>
        <translation>… ほかに呼び出し %1 回 …</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation>保存した呼び出し</translation>
    </message>
    <message>
        <source>Nothing stored yet.</source>
        <translation>まだ何も保存されていません。</translation>
    </message>
    <message>
        <source>The memo is off in this run.</source>
        <translation>この実行ではメモ化を使っていません。</translation>
    </message>
    <message>
        <source>The call tree: drag to pan, wheel or pinch to zoom</source>
        <translation>呼び出し木：ドラッグで移動、ホイールかピンチで拡大縮小</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>拡大（+）</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>縮小（-）</translation>
    </message>
    <message>
        <source>Show the whole tree (0)</source>
        <translation>木全体を表示（0）</translation>
    </message>
    <message>
        <source>Keys: Right into, Down over, Up out, Left back, Home and End, Space play; + and - zoom, 0 the whole tree, Shift with an arrow pans.</source>
        <translation>キー：→ でステップイン、↓ でステップオーバー、↑ でステップアウト、← でステップバック、Home と End で最初と最後のステップ、Space で再生、+ と - で拡大縮小、0 で木全体、Shift＋矢印で移動します。</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>クイズ</translation>
    </message>
    <message>
        <source>Pause before each return: guess the value, then it is revealed</source>
        <translation>返る直前で止まり、値を予想してから答え合わせをします</translation>
    </message>
    <message>
        <source>Quiz: step on; the run pauses before each return to ask.</source>
        <translation>クイズ：ステップを進めると、返る直前で止まって出題します。</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 問中 %1 問正解</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>あなたの答え</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>答え合わせ</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>正解です。</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>残念。</translation>
    </message>
    <message>
        <source>→ trying %1</source>
        <translation>→ 試行中：%1</translation>
    </message>
    <message>
        <source>the web page&apos;s %1 is not embedded in this build</source>
        <translation>ウェブページの %1 がこのビルドに組み込まれていません</translation>
    </message>
    <message>
        <source>the web page&apos;s template has an unknown part at %1</source>
        <translation>ウェブページのひな形の %1 文字目に不明な部分があります</translation>
    </message>
    <message>
        <source>no steps to show: the answer is known before any call</source>
        <translation>示すステップがありません。再帰呼び出しの前に答えが決まっています</translation>
    </message>
    <message>
        <source>%1 steps are too many for a web page (at most %2); try smaller parameters or --max-recorded %3</source>
        <translation>ステップ数 %1 はウェブページには多すぎます（最大 %2）。パラメータを小さくするか --max-recorded %3 を使ってください</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <source>Memo table</source>
        <translation>メモ表</translation>
    </message>
    <message>
        <source>DP table</source>
        <translation>DP 表</translation>
    </message>
    <message>
        <source>The memo as the article&apos;s table: %1 of %2 cells stored by this step.</source>
        <translation>元記事の表としてのメモ：このステップまでに %2 マス中 %1 マスを保存しました。</translation>
    </message>
</context>
<context>
    <name>gt::Worksheet</name>
    <message>
        <source>Worksheet: write in each box the value that call returns</source>
        <translation>ワークシート：各枠に、その呼び出しの戻り値を書き込みましょう</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>%1 calls · %2 memo hits</source>
        <translation>呼び出し %1 回 · メモから返した %2 回</translation>
    </message>
    <message>
        <source>Answer key: the value each call returns</source>
        <translation>解答：各呼び出しの戻り値</translation>
    </message>
    <message>
        <source>call #%1 returns</source>
        <translation>呼び出し #%1 の戻り値</translation>
    </message>
    <message>
        <source>write the value this call returns</source>
        <translation>この呼び出しの戻り値を書き込む枠</translation>
    </message>
</context>
<context>
    <name>gt::cli</name>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use a whole number from %3 to %4</source>
        <translation>--%1：&apos;%2&apos; は使えません。%3〜%4 の整数を指定してください</translation>
    </message>
    <message>
        <source>Runs the seed games&apos; memoized solvers with tracing on.

</source>
        <translation>元記事のゲームのメモ化ソルバーを、呼び出しを記録しながら実行します。

</translation>
    </message>
    <message>
        <source>Shows this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Shows the version.</source>
        <translation>バージョンを表示します。</translation>
    </message>
    <message>
        <source>Use the memo table (default on).</source>
        <translation>メモ表を使います（既定 on）。</translation>
    </message>
    <message>
        <source>Return at the first deciding move (default: as in the article).</source>
        <translation>勝敗を決める最初の手で返します（既定：元記事どおり）。</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>JSON オブジェクトをひとつ出力します。</translation>
    </message>
    <message>
        <source>Record at most this many calls; the run goes on and the trace says it is truncated (default %L1).</source>
        <translation>記録する呼び出しの上限。実行は最後まで続き、トレースには記録の上限で省略したと記されます（既定 %L1）。</translation>
    </message>
    <message>
        <source>Stop with &quot;too large&quot; past this many calls (default %L1).</source>
        <translation>この回数を超えたら「大きすぎる」として止めます（既定 %L1）。</translation>
    </message>
    <message>
        <source>export: the file to write; .svg, .png, .pdf, .dot, or .html for a web page to step through.</source>
        <translation>export：書き出すファイル。.svg、.png、.pdf、.dot、またはステップをたどるウェブページの .html。</translation>
    </message>
    <message>
        <source>export -o FILE.html: the page opens in quiz mode.</source>
        <translation>export -o FILE.html：ページをクイズモードで開きます。</translation>
    </message>
    <message>
        <source>export -o FILE.html: leave out the solver&apos;s source.</source>
        <translation>export -o FILE.html：ソルバーのソースコードを載せません。</translation>
    </message>
    <message>
        <source>export: the run as it stands after the first K enter/return events.</source>
        <translation>export：最初の K 個のイベント（呼び出しの開始と戻り）まで進めた状態を描きます。</translation>
    </message>
    <message>
        <source>export: draw at most about N nodes; deeper levels become &quot;+N calls&quot; (default %L1).</source>
        <translation>export：描く頂点はおよそ N 個まで。それより深い呼び出しは「+N 回」になります（既定 %L1）。</translation>
    </message>
    <message>
        <source>export: draw levels 0 to D only.</source>
        <translation>export：深さ 0〜D だけを描きます。</translation>
    </message>
    <message>
        <source>export: leave out the legend.</source>
        <translation>export：凡例を省きます。</translation>
    </message>
    <message>
        <source>export: no dashed arrows from memo answers to where they were computed.</source>
        <translation>export：メモの値を返した呼び出しから、その値を計算した呼び出しへの破線の矢印を描きません。</translation>
    </message>
    <message>
        <source>export: show the moves a short-circuit did not try.</source>
        <translation>export：打ち切りで試さなかった手も表示します。</translation>
    </message>
    <message>
        <source>export: PNG resolution (default 144).</source>
        <translation>export：PNG の解像度（既定 144）。</translation>
    </message>
    <message>
        <source>unknown option --%1; see gametree --help</source>
        <translation>不明なオプション --%1。gametree --help を参照してください</translation>
    </message>
    <message>
        <source>games takes no arguments, got &apos;%1&apos;</source>
        <translation>games は引数を取りません（&apos;%1&apos; が指定されました）</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; parameters are given as --name value</source>
        <translation>予期しない引数 &apos;%1&apos;。パラメータは --名前 値 の形で指定します</translation>
    </message>
    <message>
        <source>--%1 is an option of export, not of %2</source>
        <translation>--%1 は export のオプションで、%2 では使えません</translation>
    </message>
    <message>
        <source>export needs -o FILE (.svg, .png, .pdf, .dot or .html)</source>
        <translation>export には -o ファイル（.svg、.png、.pdf、.dot、.html）が必要です</translation>
    </message>
    <message>
        <source>slides writes DECK.pdf or a FOLDER of SVGs; for a web page use export -o FILE.html</source>
        <translation>slides が書き出すのは DECK.pdf か SVG のフォルダーです。ウェブページには export -o FILE.html を使ってください</translation>
    </message>
    <message>
        <source>--%1 is an option of web pages (export -o FILE.html)</source>
        <translation>--%1 はウェブページ（export -o FILE.html）のオプションです</translation>
    </message>
    <message>
        <source>wrote %1: a web page of %2 steps, %3 of %4 calls drawn</source>
        <translation>%1 を書き出しました：%2 ステップのウェブページ、%4 回のうち %3 回の呼び出しを描画</translation>
    </message>
    <message>
        <source>--palette: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--palette：&apos;%1&apos; は使えません。%2 のいずれかを指定してください</translation>
    </message>
    <message>
        <source>on</source>
        <translation>あり</translation>
    </message>
    <message>
        <source>off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>(base case)</source>
        <translation>（ベースケース）</translation>
    </message>
    <message>
        <source>(memo)</source>
        <translation>（メモの値）</translation>
    </message>
    <message>
        <source>(takes all)</source>
        <translation>（取り切り）</translation>
    </message>
    <message>
        <source>options: --memo on|off (default on)</source>
        <translation>オプション：--memo on|off（既定 on）</translation>
    </message>
    <message>
        <source>options: --memo on|off (default on), --short-circuit on|off (default %1)</source>
        <translation>オプション：--memo on|off（既定 on）、--short-circuit on|off（既定 %1）</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <comment>a game&apos;s title, then where it comes from</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>example: gametree solve %1 %2</source>
        <translation>例：gametree solve %1 %2</translation>
    </message>
    <message>
        <source>--short-circuit: %1 has no short-circuit (its value needs every move)</source>
        <translation>--short-circuit：%1 に打ち切りはありません（値を出すのにすべての手が必要です）</translation>
    </message>
    <message>
        <source>(memo %1, short-circuit %2)</source>
        <translation>（メモ化%1、打ち切り%2）</translation>
    </message>
    <message>
        <source>(memo %1)</source>
        <translation>（メモ化%1）</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>答え：%1</translation>
    </message>
    <message>
        <source>calls %L1 · memo hits %L2 · distinct states %L3 · max depth %4 · %5 ms</source>
        <translation>呼び出し %L1 回 · メモから返した %L2 回 · 異なる状態 %L3 個 · 最大の深さ %4 · %5 ms</translation>
    </message>
    <message>
        <source>(memo of #%1)</source>
        <translation>（#%1 のメモの値）</translation>
    </message>
    <message>
        <source>(repeat of #%1)</source>
        <translation>（#%1 の繰り返し）</translation>
    </message>
    <message>
        <source>(calls below not recorded)</source>
        <translation>（下の呼び出しは記録なし）</translation>
    </message>
    <message>
        <source>recording stopped after %L1 calls (--max-recorded); the counts above are exact</source>
        <translation>%L1 回で記録を停止しました（--max-recorded）。上の回数は正確です</translation>
    </message>
    <message>
        <source>wrote %1: %2 states drawn for %3 calls</source>
        <translation>%1 を書き出しました：%3 回の呼び出しを %2 個の状態で描画</translation>
    </message>
    <message>
        <source>wrote %1: %2 of %3 calls drawn</source>
        <translation>%1 を書き出しました：%3 回のうち %2 回の呼び出しを描画</translation>
    </message>
    <message>
        <source>Language of messages and pictures: en, ja or ko.</source>
        <translation>メッセージと図の言語：en、ja、ko。</translation>
    </message>
    <message>
        <source>slides: one slide every K steps (default 1).</source>
        <translation>slides：K ステップごとに 1 枚（既定 1）。</translation>
    </message>
    <message>
        <source>slides: exactly these steps, e.g. 1,12,30.</source>
        <translation>slides：指定したステップだけ（例：1,12,30）。</translation>
    </message>
    <message>
        <source>--%1 is an option of slides, not of %2</source>
        <translation>--%1 は slides のオプションで、%2 では使えません</translation>
    </message>
    <message>
        <source>--json is an option of solve and trace, not of %1</source>
        <translation>--json は solve と trace のオプションで、%1 では使えません</translation>
    </message>
    <message>
        <source>give --every or --steps, not both</source>
        <translation>--every か --steps のどちらか一方を指定してください</translation>
    </message>
    <message>
        <source>export: default, colorblind, print or contrast.</source>
        <translation>export：default、colorblind、print、contrast のいずれか。</translation>
    </message>
    <message>
        <source>export and slides: fit a page with node text at least 9 pt, eliding moves and levels as needed: slide (16:9, the default), a4, or none (the whole picture).</source>
        <translation>export と slides：頂点の文字が 9 pt 以上になるよう、必要に応じて一部の手や深い呼び出しを省いてページに収めます：slide（16:9、既定）、a4、none（全体）。</translation>
    </message>
    <message>
        <source>--fit: &apos;%1&apos; is not allowed; use slide, a4 or none</source>
        <translation>--fit：&apos;%1&apos; は使えません。slide、a4、none のいずれかを指定してください</translation>
    </message>
    <message>
        <source>export: the run with this option off and with it on, side by side, with the calls each makes.</source>
        <translation>export：このオプションなしとありの実行を並べて、それぞれの呼び出し回数とともに描きます。</translation>
    </message>
    <message>
        <source>--compare: &apos;%1&apos; is not allowed; use memo or short-circuit</source>
        <translation>--compare：&apos;%1&apos; は使えません。memo か short-circuit を指定してください</translation>
    </message>
    <message>
        <source>--%1 with --compare %1: the comparison draws it off and on</source>
        <translation>--compare %1 と --%1 は同時に使えません：比較ではなしとありの両方を描きます</translation>
    </message>
    <message>
        <source>--step with --compare: the two runs take different steps; compare whole runs</source>
        <translation>--compare と --step は同時に使えません：2 つの実行はステップ数が違うので、実行全体を比べます</translation>
    </message>
    <message>
        <source>--compare writes .svg, .png or .pdf, not .dot</source>
        <translation>--compare が書き出せるのは .svg、.png、.pdf で、.dot は書き出せません</translation>
    </message>
    <message>
        <source>--compare short-circuit: %1 has no short-circuit (its value needs every move)</source>
        <translation>--compare short-circuit：%1 には打ち切りがありません（値を出すにはすべての手が必要です）</translation>
    </message>
    <message>
        <source>wrote %1: %2</source>
        <translation>%1 を書き出しました：%2</translation>
    </message>
    <message>
        <source>--code: the program&apos;s CPU seconds (default %1; the time-out is twice this plus 10 s).</source>
        <translation>--code：プログラムの CPU 秒数（既定 %1。制限時間はその 2 倍に 10 秒を足した値）。</translation>
    </message>
    <message>
        <source>--code: the program&apos;s address space in MiB (default %1).</source>
        <translation>--code：プログラムのアドレス空間（MiB、既定 %1）。</translation>
    </message>
    <message>
        <source>--code: the most trace the program may write, in MiB (default %1).</source>
        <translation>--code：プログラムが書けるトレースの上限（MiB、既定 %1）。</translation>
    </message>
    <message>
        <source>%1 declares the parameter %2, which is an option of gametree; rename it</source>
        <translation>%1 はパラメータ %2 を宣言していますが、これは gametree のオプション名です。名前を変えてください</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; with --code, parameters are given as --name value</source>
        <translation>予期しない引数 &apos;%1&apos;。--code ではパラメータを --名前 値 の形で指定します</translation>
    </message>
    <message>
        <source>--%1 limits a program given with --code</source>
        <translation>--%1 は --code で指定したプログラムの制限です</translation>
    </message>
    <message>
        <source>(running when the program stopped)</source>
        <translation>（プログラムが止まったとき実行中）</translation>
    </message>
    <message>
        <source>program: %1 s of CPU time, peak memory %L2 MiB</source>
        <translation>プログラム：CPU 時間 %1 秒、最大メモリ %L2 MiB</translation>
    </message>
    <message>
        <source>--%1 is not an option of --view icicle, which draws every call of the run</source>
        <translation>--%1 は --view icicle のオプションではありません（実行のすべての呼び出しを描きます）</translation>
    </message>
    <message>
        <source>wrote %1: an icicle of %2 calls, %3 drawn one by one</source>
        <translation>%1 を書き出しました：%2 回の呼び出しのアイシクル図（%3 回は個別に描画）</translation>
    </message>
    <message>
        <source>[depth %L1] </source>
        <translation>[深さ %L1] </translation>
    </message>
    <message>
        <source>export: a worksheet for students, every call&apos;s value hidden behind a blank box to fill in, and its answer key: two pages of one PDF, on A4 turned the way that shows more calls (or --fit slide).</source>
        <translation>export：生徒用ワークシート（各呼び出しの値を隠し、書き込む空欄にしたもの）と解答を、1 つの PDF の 2 ページとして書き出します。用紙は A4 で、より多くの呼び出しが収まる向き（縦か横）にします（--fit slide も可）。</translation>
    </message>
    <message>
        <source>--worksheet writes two pages, the worksheet and its answer key: use -o FILE.pdf (not .svg, .png or .dot)</source>
        <translation>--worksheet はワークシートと解答の 2 ページを書き出します：-o FILE.pdf を指定してください（.svg、.png、.dot は不可）</translation>
    </message>
    <message>
        <source>--worksheet fits its pages: use --fit a4 (the default with --worksheet) or slide, not none</source>
        <translation>--worksheet はページに収めて描きます：--fit a4（--worksheet の既定）か slide を指定してください。none は使えません</translation>
    </message>
    <message>
        <source>wrote %1: a worksheet with %2 boxes to fill in, and its answer key</source>
        <translation>%1 を書き出しました：書き込み欄 %2 個のワークシートと解答</translation>
    </message>
    <message>
        <source>slides needs -o DECK.pdf or -o FOLDER/</source>
        <translation>slides には -o DECK.pdf か -o フォルダー/ が必要です</translation>
    </message>
    <message>
        <source>export, slides: draw a picture of more than %L1 nodes, or a PNG of more than %L2 million pixels (it takes minutes and gigabytes).</source>
        <translation>export、slides：頂点が %L1 個を超える図や、%L2 メガピクセルを超える PNG も描きます（数分かかり、数 GB のメモリを使います）。</translation>
    </message>
    <message>
        <source>use --every or --steps</source>
        <translation>--every か --steps を使ってください</translation>
    </message>
    <message>
        <source>--code: how the program&apos;s values read, instead of what it declares: %1.</source>
        <translation>--code：プログラムが宣言した種類の代わりに使う値の読み方：%1。</translation>
    </message>
    <message>
        <source>--values applies to --code programs; the built-in games have fixed values</source>
        <translation>--values は --code のプログラムに使います。組み込みのゲームの値の種類は決まっています</translation>
    </message>
    <message>
        <source>--values: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--values：&apos;%1&apos; は使えません。%2 のいずれかを指定してください</translation>
    </message>
    <message>
        <source>--code: the program&apos;s standard input, read from this file (default: an empty input).</source>
        <translation>--code：プログラムの標準入力。このファイルから読みます（既定：空の入力）。</translation>
    </message>
    <message>
        <source>--code: the call to make on a class without main(), as LeetCode makes it, e.g. &apos;stoneGameII({2,7,9,4,4})&apos;.</source>
        <translation>--code：main() のないクラスに行う呼び出し（LeetCode と同じ）。例：&apos;stoneGameII({2,7,9,4,4})&apos;。</translation>
    </message>
    <message>
        <source>--code: the recursive function to draw (repeatable); default: the one recursion in the file.</source>
        <translation>--code：描く再帰関数（繰り返し指定可）。既定：ファイル内のただ 1 つの再帰。</translation>
    </message>
    <message>
        <source>--code: draw the K-th top-level call of the recursion (a loop over test cases; default 1).</source>
        <translation>--code：再帰のトップレベルからの K 回目の呼び出しを描きます（テストケースのループ。既定 1）。</translation>
    </message>
    <message>
        <source>--code: the C++ standard to compile with (default gnu++20, then gnu++17 and gnu++14 if it does not compile).</source>
        <translation>--code：コンパイルに使う C++ の規格（既定 gnu++20。コンパイルできなければ gnu++17、gnu++14）。</translation>
    </message>
    <message>
        <source>--code: a folder of headers, e.g. the AtCoder Library (repeatable).</source>
        <translation>--code：ヘッダーのフォルダー。例：AtCoder Library（繰り返し指定可）。</translation>
    </message>
    <message>
        <source>--stdin: cannot read %1: %2</source>
        <translation>--stdin：%1 を読めません：%2</translation>
    </message>
    <message>
        <source>--std: &apos;%1&apos; is not allowed; use gnu++20, gnu++17, gnu++14, c++20, c++17 or c++14</source>
        <translation>--std：&apos;%1&apos; は使えません。gnu++20、gnu++17、gnu++14、c++20、c++17、c++14 のいずれかを指定してください</translation>
    </message>
    <message>
        <source>-I: %1 is not a folder</source>
        <translation>-I：%1 はフォルダーではありません</translation>
    </message>
    <message>
        <source>--%1 applies to a program given with --code</source>
        <translation>--%1 は --code で指定したプログラムにだけ使えます</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注：%1</translation>
    </message>
    <message>
        <source>%1 needs a game: %2</source>
        <translation>%1 にはゲームが必要です：%2</translation>
    </message>
    <message>
        <source>wrote %1: 1 slide</source>
        <translation>%1 を書き出しました：スライド 1 枚</translation>
    </message>
    <message>
        <source>wrote %1: %L2 slides</source>
        <translation>%1 を書き出しました：スライド %L2 枚</translation>
    </message>
    <message>
        <source>export: tree (every call), dag (one node per state), icicle (the whole run, a band per depth) or table (the memo as the article&apos;s DP table).</source>
        <translation>export：tree（すべての呼び出し）、dag（状態ごとに 1 頂点）、icicle（実行全体、深さごとに 1 本の帯）、table（元記事の DP 表としてのメモ）。</translation>
    </message>
    <message>
        <source>--view table: number the cells in the order the recursion stored them (recursion, the default) or the order a bottom-up loop fills them (bottom-up).</source>
        <translation>--view table：マスに再帰が保存した順（recursion、既定）か、ボトムアップのループが埋める順（bottom-up）の番号を付けます。</translation>
    </message>
    <message>
        <source>--view: &apos;%1&apos; is not allowed; use tree, dag, icicle or table</source>
        <translation>--view：&apos;%1&apos; は使えません。tree、dag、icicle、table のいずれかを指定してください</translation>
    </message>
    <message>
        <source>--%1 is not an option of --view table, which draws the memo, not the calls</source>
        <translation>--%1 は --view table のオプションではありません（表は呼び出しではなくメモを描きます）</translation>
    </message>
    <message>
        <source>--order numbers the cells of --view table: add --view table</source>
        <translation>--order は --view table のマスに番号を付けます。--view table を付けてください</translation>
    </message>
    <message>
        <source>--order: &apos;%1&apos; is not allowed; use recursion or bottom-up</source>
        <translation>--order：&apos;%1&apos; は使えません。recursion か bottom-up を指定してください</translation>
    </message>
    <message>
        <source>--compare draws call trees or icicles: leave out --view %1</source>
        <translation>--compare は呼び出し木かアイシクル図を描きます。--view %1 を外してください</translation>
    </message>
    <message>
        <source>a web page steps through the call tree of one run: --view dag, icicle, table and --compare are for pictures</source>
        <translation>ウェブページは 1 回の実行の呼び出し木をステップ実行します。--view dag、icicle、table と --compare は図の書き出し用です</translation>
    </message>
    <message>
        <source>--worksheet draws the call tree of one run: not --view dag, icicle or table, nor --compare</source>
        <translation>--worksheet は 1 回の実行の呼び出し木を描きます。--view dag、icicle、table や --compare とは併用できません</translation>
    </message>
    <message>
        <source>--view table: %1 does not say how its memo is laid out, so there is no table to draw</source>
        <translation>--view table：%1 はメモの形を宣言していないので、描く表がありません</translation>
    </message>
    <message>
        <source>wrote %1: a table of %2 cells, %3 stored by this step</source>
        <translation>%1 を書き出しました：%2 マスの表、このステップまでに %3 マスを保存</translation>
    </message>
    <message>
        <source>a table has no graph to write as DOT; use .svg, .png or .pdf</source>
        <translation>表には DOT として書き出すグラフがありません。.svg、.png、.pdf を使ってください</translation>
    </message>
    <message>
        <source>slides draws the call tree, or with --view table the DP table, at its chosen steps: --step, --dpi, --compare and the other views are for export</source>
        <translation>slides は選んだステップの呼び出し木を描きます（--view table なら DP 表）。--step、--dpi、--compare とほかのビューは export 用です</translation>
    </message>
    <message>
        <source>wrote %1: %L2 slides of the DP table</source>
        <translation>%1 を書き出しました：DP 表のスライド %L2 枚</translation>
    </message>
    <message>
        <source>--view table: %1 has no table to draw: %2</source>
        <translation>--view table：%1 には描く表がありません：%2</translation>
    </message>
    <message>
        <source>--order bottom-up: %1 does not say how a bottom-up loop would fill its table; --order recursion is allowed</source>
        <translation>--order bottom-up：%1 はボトムアップのループが表をどう埋めるかを示していません。--order recursion が使えます</translation>
    </message>
    <message>
        <source>%1 takes no options, got %2%3</source>
        <translation>%1 にはオプションを指定できません（指定：%2%3）</translation>
    </message>
    <message>
        <source>--version takes no arguments, got &apos;%1&apos;</source>
        <translation>--version には引数を指定できません（指定：&apos;%1&apos;）</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; has a space or a line break in it; write the number or list without them</source>
        <translation>--%1：&apos;%2&apos; に空白か改行が含まれています。数やリストは空白なしで書いてください</translation>
    </message>
    <message>
        <source>--steps: the list is empty; give steps such as 1,12,30</source>
        <translation>--steps：リストが空です。1,12,30 のようにステップを指定してください</translation>
    </message>
    <message>
        <source>--dpi sets the resolution of a PNG; %1 is not one</source>
        <translation>--dpi は PNG の解像度を指定します。%1 は PNG ではありません</translation>
    </message>
    <message>
        <source>answer: none (the program stopped before it answered)</source>
        <translation>答え：なし（プログラムが答えを出す前に止まりました）</translation>
    </message>
    <message>
        <source>answer: none (the program printed nothing)</source>
        <translation>答え：なし（プログラムは何も出力しませんでした）</translation>
    </message>
    <message>
        <source>prepare-code takes no arguments, got &apos;%1&apos;</source>
        <translation>prepare-code は引数を取りません（&apos;%1&apos; が渡されました）</translation>
    </message>
    <message>
        <source>your code&apos;s precompiled headers were ready in %1</source>
        <translation>自分のコード用のプリコンパイル済みヘッダーは %1 にすでにあります</translation>
    </message>
    <message>
        <source>your code&apos;s precompiled headers are built in %1: the first file no longer waits for them</source>
        <translation>自分のコード用のプリコンパイル済みヘッダーを %1 に作りました。最初のファイルもこれを待たずに済みます</translation>
    </message>
    <message>
        <source>Your own recursion instead of a game: a C++ or Python 3 file as written for a judge (or a C++ file written against gametree.h), run as a separate process.</source>
        <translation>ゲームの代わりに自分の再帰を使います：ジャッジに出すままの C++ または Python 3 のファイル（または gametree.h を使う C++ ファイル）を別のプロセスとして実行します。</translation>
    </message>
    <message>
        <source>--code FILE.py: the interpreter to run it with, e.g. pypy3 (default: python3).</source>
        <translation>--code FILE.py：実行に使うインタープリター。例：pypy3（既定：python3）。</translation>
    </message>
    <message>
        <source>--code: the program&apos;s language when its name does not say (default: by the extension, else by the text).</source>
        <translation>--code：ファイル名から分からないときのプログラムの言語（既定：拡張子で判断し、なければ内容で判断）。</translation>
    </message>
    <message>
        <source>--language: &apos;%1&apos; is not allowed; use cpp or python</source>
        <translation>--language：&apos;%1&apos; は使えません。cpp か python を指定してください</translation>
    </message>
    <message>
        <source>--code: cannot read %1: %2</source>
        <translation>--code：%1 を読めません：%2</translation>
    </message>
    <message>
        <source>--%1 is for a program traced as written; %2 is written against gametree.h, which takes its parameters as --NAME VALUE, --memo, --short-circuit, --values, --std, -I, --cpu-limit, --memory-limit and --output-limit</source>
        <translation>--%1 は書いたまま追跡するプログラム用です。%2 は gametree.h を使って書かれており、指定できるのはパラメータ（--NAME VALUE）、--memo、--short-circuit、--values、--std、-I、--cpu-limit、--memory-limit、--output-limit です</translation>
    </message>
    <message>
        <source>--help takes no words but a command and its game, got &apos;%1&apos;</source>
        <translation>--help にはコマンドとそのゲーム以外の語は指定できません。&apos;%1&apos; が指定されました</translation>
    </message>
    <message>
        <source>help takes no arguments, got &apos;%1&apos;</source>
        <translation>help には引数を指定できません。&apos;%1&apos; が指定されました</translation>
    </message>
    <message>
        <source>the write failed</source>
        <translation>書き込みに失敗しました</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1; what it shows is incomplete</source>
        <translation>標準出力に書き込めません：%1。出力は不完全です</translation>
    </message>
    <message>
        <source>--max-recorded limits what trace, export and slides record; solve records no calls</source>
        <translation>--max-recorded は trace、export、slides が記録する呼び出しの上限です。solve は呼び出しを記録しません</translation>
    </message>
    <message>
        <source>--skipped shows the moves a short-circuit did not try; %1 runs with no short-circuit here</source>
        <translation>--skipped は打ち切りで試されなかった手を表示します。この実行の %1 には打ち切りがありません</translation>
    </message>
    <message>
        <source>--no-memo-links: with the memo off there are no memo links to leave out</source>
        <translation>--no-memo-links：メモ化なしでは省くメモ参照の矢印がありません</translation>
    </message>
    <message>
        <source>gametree games
gametree prepare-code   (builds the precompiled headers your code is compiled with, ahead of it)
gametree solve GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]
gametree trace GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]
gametree export GAME PARAMS [--memo ...] [--short-circuit ...] -o FILE.svg|.png|.pdf|.dot|.html
        [--view tree|dag|icicle|table] [--order recursion|bottom-up] [--step K] [--palette default|colorblind|print|contrast] [--max-nodes N]
        [--depth D] [--no-legend] [--no-memo-links] [--skipped] [--dpi N] [--fit slide|a4|none] [--force]
        [--quiz] [--hide-source]   (.html: a web page to step through)
        [--worksheet]   (with -o FILE.pdf: a page to fill in, then its answer key)
gametree slides GAME PARAMS [--memo ...] [--short-circuit ...] -o DECK.pdf|FOLDER/ [--every K | --steps a,b,c]
        [--palette ...] [--max-nodes N] [--depth D] [--fit slide|a4|none] [--force]
gametree solve|trace|export|slides --code FILE.cpp|FILE.py [--NAME VALUE ...] [--memo ...] [--short-circuit ...]
        [--stdin FILE] [--call &apos;method(args)&apos;] [--trace NAME] [--root K] [--std gnu++20] [-I DIR] [--python PATH]
        [--cpu-limit S] [--memory-limit MIB] [--output-limit MIB]   (your own solution, as written or with gametree.h)
        [--values KIND]   (how its values read, instead of what it declares or what was found)
gametree play GAME PARAMS [--you first|second] [--json]   (play against the solver: type a move&apos;s number)
gametree play --code FILE.cpp|FILE.py [--NAME VALUE ...] [--you first|second] [--json]
every command: [--lang en|ja|ko]</source>
        <extracomment>The synopsis of gametree --help: keep the commands and options as they are; translate the words in parentheses and &quot;every command&quot;.</extracomment>
        <translation>gametree games
gametree prepare-code   （コードのコンパイルに使うプリコンパイル済みヘッダーを前もって作ります）
gametree solve GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]
gametree trace GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]
gametree export GAME PARAMS [--memo ...] [--short-circuit ...] -o FILE.svg|.png|.pdf|.dot|.html
        [--view tree|dag|icicle|table] [--order recursion|bottom-up] [--step K] [--palette default|colorblind|print|contrast] [--max-nodes N]
        [--depth D] [--no-legend] [--no-memo-links] [--skipped] [--dpi N] [--fit slide|a4|none] [--force]
        [--quiz] [--hide-source]   （.html：一歩ずつたどれるウェブページ）
        [--worksheet]   （-o FILE.pdf と：書き込むページ、続いて解答）
gametree slides GAME PARAMS [--memo ...] [--short-circuit ...] -o DECK.pdf|FOLDER/ [--every K | --steps a,b,c]
        [--palette ...] [--max-nodes N] [--depth D] [--fit slide|a4|none] [--force]
gametree solve|trace|export|slides --code FILE.cpp|FILE.py [--NAME VALUE ...] [--memo ...] [--short-circuit ...]
        [--stdin FILE] [--call &apos;method(args)&apos;] [--trace NAME] [--root K] [--std gnu++20] [-I DIR] [--python PATH]
        [--cpu-limit S] [--memory-limit MIB] [--output-limit MIB]   （自分の解答：書いたまま、または gametree.h で）
        [--values KIND]   （値の読み方：宣言や推定の代わりに指定）
gametree play GAME PARAMS [--you first|second] [--json]   （ソルバーと対戦：手の番号を入力）
gametree play --code FILE.cpp|FILE.py [--NAME VALUE ...] [--you first|second] [--json]
全コマンド共通： [--lang en|ja|ko]</translation>
    </message>
    <message>
        <source>play: whether you move first (the default) or second; the solver takes the other side.</source>
        <translation>play：あなたが先手（既定）か後手か。ソルバーが反対側を持ちます。</translation>
    </message>
    <message>
        <source>games, solve, trace, export, slides or play</source>
        <translation>games、solve、trace、export、slides、play のいずれか</translation>
    </message>
    <message>
        <source>the game, for solve, trace, export, slides and play</source>
        <translation>solve、trace、export、slides、play で使うゲーム</translation>
    </message>
    <message>
        <source>no command given; the commands: games, solve, trace, export, slides, play, prepare-code (gametree --help says more)</source>
        <translation>コマンドがありません。コマンド：games、solve、trace、export、slides、play、prepare-code（詳しくは gametree --help）</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the commands: games, solve, trace, export, slides, play, prepare-code</source>
        <translation>不明なコマンド &apos;%1&apos;。コマンド：games、solve、trace、export、slides、play、prepare-code</translation>
    </message>
    <message>
        <source>--%1 is an option of play, not of %2</source>
        <translation>--%1 は play のオプションで、%2 では使えません</translation>
    </message>
    <message>
        <source>--%1 is not an option of play, which runs with the memo on and the short-circuit off so that every move of every position is known</source>
        <translation>--%1 は play のオプションではありません。play はすべての局面のすべての手がわかるよう、メモあり・打ち切りなしで実行します</translation>
    </message>
    <message>
        <source>--you: &apos;%1&apos; is not allowed; use first or second</source>
        <translation>--you：&apos;%1&apos; は使えません。first か second を指定してください</translation>
    </message>
    <message>
        <source>command</source>
        <comment>a positional argument&apos;s name in --help</comment>
        <translation>コマンド</translation>
    </message>
    <message>
        <source>game</source>
        <comment>a positional argument&apos;s name in --help</comment>
        <translation>ゲーム</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Game Tree Studio: step through a game solver&apos;s recursion.</source>
        <translation>ゲーム木スタジオ：ゲームのソルバーの再帰を一歩ずつたどります。</translation>
    </message>
    <message>
        <source>Use the memo table.</source>
        <translation>メモ表を使います。</translation>
    </message>
    <message>
        <source>Return at the first deciding move.</source>
        <translation>勝敗を決める最初の手で返します。</translation>
    </message>
    <message>
        <source>Open the run at this step.</source>
        <translation>このステップで実行を開きます。</translation>
    </message>
    <message>
        <source>Save a picture of the window once the run is shown, then quit.</source>
        <translation>実行を表示したらウィンドウの画像を保存して終了します。</translation>
    </message>
    <message>
        <source>Language: en, ja or ko.</source>
        <translation>言語：en、ja、ko。</translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen; Esc leaves).</source>
        <translation>プレゼンテーションモードで開始します（全画面、Esc で戻る）。</translation>
    </message>
    <message>
        <source>Start in quiz mode: pause before each return to ask.</source>
        <translation>クイズモードで開始します：返る直前で止まって出題します。</translation>
    </message>
    <message>
        <source>Show the state graph (one node per state) in place of the call tree.</source>
        <translation>呼び出し木の代わりに状態グラフ（状態ごとに 1 頂点）を表示します。</translation>
    </message>
    <message>
        <source>With --screenshot: also write what the canvas shows, as JSON.</source>
        <translation>--screenshot と一緒に：画面に何が見えているかを JSON で書き出します。</translation>
    </message>
    <message>
        <source>Show beside the run the same run with this option flipped.</source>
        <translation>このオプションを反転した同じ実行を横に並べて表示します。</translation>
    </message>
    <message>
        <source>Your code as written: the file its standard input comes from (the Standard input box).</source>
        <translation>書いたままのコード：標準入力を読むファイル（「標準入力」欄）。</translation>
    </message>
    <message>
        <source>Your code as written, a class without main(): the call to make (the Call box).</source>
        <translation>書いたままのコードで main() のないクラス：行う呼び出し（「呼び出し」欄）。</translation>
    </message>
    <message>
        <source>Your code as written: draw the K-th top-level call of its recursion.</source>
        <translation>書いたままのコード：再帰の K 回目のトップレベル呼び出しを描きます。</translation>
    </message>
    <message>
        <source>Show the memo as its DP table in place of the call tree.</source>
        <translation>呼び出し木の代わりに、メモを DP 表として表示します。</translation>
    </message>
    <message>
        <source>The memo table&apos;s numbers: when the recursion stored each cell, or when a bottom-up loop fills it.</source>
        <translation>メモ表の番号：再帰が各マスを保存した順、またはボトムアップのループが埋める順。</translation>
    </message>
    <message>
        <source>--order: &apos;%1&apos; is not allowed; use recursion or bottom-up</source>
        <translation>--order：&apos;%1&apos; は使えません。recursion か bottom-up を指定してください</translation>
    </message>
    <message>
        <source>With --screenshot: compile and run the session&apos;s code without asking.</source>
        <translation>--screenshot と一緒に：セッションのコードを確認なしでコンパイルして実行します。</translation>
    </message>
    <message>
        <source>%1 contains C++ code, which --screenshot runs only with --run-code; open the session in the window to read the code first</source>
        <translation>%1 には C++ のコードが含まれています。--screenshot では --run-code を付けたときだけ実行します。先にウィンドウでセッションを開いてコードを読んでください</translation>
    </message>
    <message>
        <source>--run-code is for a session&apos;s code with --screenshot (gametree-studio SESSION.gtree --screenshot FILE.png --run-code)</source>
        <translation>--run-code は --screenshot でセッションのコードを実行するためのオプションです（gametree-studio SESSION.gtree --screenshot FILE.png --run-code）</translation>
    </message>
    <message>
        <source>--view-report goes with --screenshot: it is written with the picture</source>
        <translation>--view-report は --screenshot と一緒に指定してください。画像と一緒に書き出されます</translation>
    </message>
    <message>
        <source>A game (%1), a .gtree session or your own .cpp or .py file.</source>
        <translation>ゲーム（%1）、.gtree セッション、または自分の .cpp か .py ファイル。</translation>
    </message>
    <message>
        <source>--stdin: cannot read %1: %2</source>
        <translation>--stdin：%1 を読めません：%2</translation>
    </message>
    <message>
        <source>--%1 does not apply to a session, which opens with its own run and step; change them in the window</source>
        <translation>--%1 はセッションには使えません。セッションは保存された実行とステップで開きます。変更はウィンドウで行ってください</translation>
    </message>
    <message>
        <source>--%1 is for a program traced as written; %2 is written against gametree.h, which takes --memo, --short-circuit and --step here, and its parameters in the window&apos;s form</source>
        <translation>--%1 は書いたまま追跡するプログラム用です。%2 は gametree.h を使って書かれており、ここで指定できるのは --memo、--short-circuit、--step で、パラメータはウィンドウのフォームで指定します</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>標準出力に書き込めません：%1</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; give one game, session or code file, and parameters as --name value</source>
        <translation>予期しない引数 &apos;%1&apos; です。ゲーム、セッション、コードファイルのどれか 1 つと、--name value 形式のパラメータを指定してください</translation>
    </message>
    <message>
        <source>--state-graph and --dp-table each show one tab in place of the call tree; give one of them</source>
        <translation>--state-graph と --dp-table はどちらも呼び出し木の代わりに 1 つのタブを表示します。どちらか一方を指定してください</translation>
    </message>
    <message>
        <source>--view-report and --screenshot name the same file, %1; the report would replace the picture</source>
        <translation>--view-report と --screenshot が同じファイル %1 を指しています。レポートが画像を上書きしてしまいます</translation>
    </message>
    <message>
        <source>--step: %1 is past the run&apos;s last step, %2; use a step from 1 to %2</source>
        <translation>--step：%1 は実行の最後のステップ %2 を超えています。1 から %2 までのステップを指定してください</translation>
    </message>
    <message>
        <source>--%1 goes with the game or code file it changes: name it first (gametree-studio prime --n 7 --%1 off)</source>
        <translation>--%1 は変更するゲームかコードファイルと一緒に指定します。先にそれを指定してください（gametree-studio prime --n 7 --%1 off）</translation>
    </message>
    <message>
        <source>--step: &apos;%1&apos; is not allowed; use a whole number from 1</source>
        <translation>--step：&apos;%1&apos; は使えません。1 以上の整数を指定してください</translation>
    </message>
    <message>
        <source>--short-circuit: %1 has no short-circuit (its value needs every move)</source>
        <translation>--short-circuit：%1 に打ち切りはありません（値を出すのにすべての手が必要です）</translation>
    </message>
    <message>
        <source>--stdin: %1 is longer than %L2 characters</source>
        <translation>--stdin：%1 は %L2 文字を超えています</translation>
    </message>
    <message>
        <source>--root: &apos;%1&apos; is not allowed; use a whole number from 1 to %L2</source>
        <translation>--root：&apos;%1&apos; は使えません。1 から %L2 までの整数を指定してください</translation>
    </message>
    <message>
        <source>--%1 is for your own code: name its .cpp or .py file (gametree-studio FILE.py --%1 ...)</source>
        <translation>--%1 は自分のコード用です。その .cpp か .py ファイルを指定してください（gametree-studio FILE.py --%1 ...）</translation>
    </message>
    <message>
        <source>--compare: &apos;%1&apos; is not allowed; use memo or short-circuit</source>
        <translation>--compare：&apos;%1&apos; は使えません。memo か short-circuit を指定してください</translation>
    </message>
    <message>
        <source>Shows this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Shows the version.</source>
        <translation>バージョンを表示します。</translation>
    </message>
    <message>
        <source>Start in Play mode: the class plays the game against the solver.</source>
        <translation>対戦モードで始めます：クラスがソルバーと対戦します。</translation>
    </message>
</context>
</TS>
