<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>gt::CallStackModel</name>
    <message>
        <source>→ trying %1</source>
        <translation>→ %1 시도 중</translation>
    </message>
    <message>
        <source>← running</source>
        <translation>← 실행 중</translation>
    </message>
    <message>
        <source>call #%1 at depth %2</source>
        <translation>호출 #%1 (깊이 %2)</translation>
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
        <translation>사용 %1 · 남은 목표 %2</translation>
    </message>
    <message>
        <source>used %1 · reached %2</source>
        <translation>사용 %1 · 합계 %2 도달</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>%1 고르기</translation>
    </message>
    <message>
        <source>largest number that can be chosen</source>
        <translation>선택할 수 있는 가장 큰 숫자</translation>
    </message>
    <message>
        <source>desired total</source>
        <translation>목표 합계</translation>
    </message>
    <message>
        <source>Can I Win (the 100 game, numbers not reused)</source>
        <translation>내가 이길 수 있을까? (숫자를 다시 쓰지 않는 100 만들기)</translation>
    </message>
    <message>
        <source>LeetCode 464; seed articles 000 (ja) and 001 (ko)</source>
        <translation>LeetCode 464, 원문 000(일본어), 001(한국어)</translation>
    </message>
    <message>
        <source>numbers used</source>
        <translation>사용한 숫자의 개수</translation>
    </message>
    <message>
        <source>used</source>
        <translation>사용한 숫자</translation>
    </message>
    <message>
        <source>%1 numbers used, then %2, …, then none</source>
        <translation>%1개 사용, 다음 %2개, …, 마지막 0개</translation>
    </message>
</context>
<context>
    <name>gt::CanvasTabs</name>
    <message>
        <source>Call tree</source>
        <translation>호출 트리</translation>
    </message>
    <message>
        <source>State graph</source>
        <translation>상태 그래프</translation>
    </message>
    <message>
        <source>Every call of the run, as the recursion made them</source>
        <translation>실행의 모든 호출(재귀가 만든 그대로)</translation>
    </message>
    <message>
        <source>One node per state: a state reached by k calls is drawn once, marked “×k”, with an edge for each move into it</source>
        <translation>상태마다 노드 하나: 호출 k회가 도달한 상태는 한 번만 그려지고 “×k”로 표시되며, 그 상태로 가는 수마다 간선이 하나 있습니다</translation>
    </message>
    <message>
        <source>DP table</source>
        <translation>DP 표</translation>
    </message>
    <message>
        <source>The memo as the DP table the article allocates, filling as the recursion runs; click a cell to select the call that stored it</source>
        <translation>원문에서 할당하는 DP 표로 본 메모. 재귀가 진행되면서 채워집니다. 칸을 클릭하면 그 칸을 저장한 호출을 선택합니다</translation>
    </message>
    <message>
        <source>&amp;Numbers in the cells:</source>
        <translation>칸의 번호(&amp;N):</translation>
    </message>
    <message>
        <source>when the recursion stored them</source>
        <translation>재귀가 저장한 순서</translation>
    </message>
    <message>
        <source>when a bottom-up loop fills them</source>
        <translation>바텀업 반복문이 채우는 순서</translation>
    </message>
    <message>
        <source>The order top-down memoization fills the table, or the order an iterative DP would</source>
        <translation>톱다운 메모이제이션이 표를 채우는 순서, 또는 반복 DP가 채우는 순서</translation>
    </message>
    <message>
        <source>%1 does not say how its memo is laid out, so there is no table to draw.</source>
        <translation>게임 %1: 메모의 모양을 알려 주지 않아 그릴 표가 없습니다.</translation>
    </message>
    <message>
        <source>There is no table to draw: %1. The call tree and the state graph show its calls and states.</source>
        <translation>그릴 표가 없습니다: %1. 호출 트리와 상태 그래프에서 호출과 상태를 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>This program does not say how a bottom-up loop would fill its table.</source>
        <translation>이 프로그램은 바텀업 반복문이 표를 채우는 방식을 알려 주지 않습니다.</translation>
    </message>
</context>
<context>
    <name>gt::CodeFiles</name>
    <message>
        <source>Code (*.cpp *.cc *.cxx *.py)</source>
        <translation>코드 (*.cpp *.cc *.cxx *.py)</translation>
    </message>
    <message>
        <source>Python files (*.py)</source>
        <translation>Python 파일 (*.py)</translation>
    </message>
    <message>
        <source>C++ files (*.cpp *.cc *.cxx)</source>
        <translation>C++ 파일 (*.cpp *.cc *.cxx)</translation>
    </message>
</context>
<context>
    <name>gt::CodeRunInput</name>
    <message>
        <source>&amp;Call:</source>
        <translation>호출(&amp;C):</translation>
    </message>
    <message>
        <source>e.g. stoneGameII({2,7,9,4,4})</source>
        <translation>예: stoneGameII({2,7,9,4,4})</translation>
    </message>
    <message>
        <source>The method to call and its arguments, as LeetCode calls a class without main()</source>
        <translation>main()이 없는 클래스를 LeetCode처럼 호출할 메서드와 인수</translation>
    </message>
    <message>
        <source>This file has no main(): write the call to make, a method of its class with its arguments.</source>
        <translation>이 파일에는 main()이 없습니다. 호출할 클래스의 메서드를 인수와 함께 입력하십시오.</translation>
    </message>
    <message>
        <source>It can call: %1</source>
        <translation>호출할 수 있는 메서드: %1</translation>
    </message>
    <message>
        <source>Standard &amp;input:</source>
        <translation>표준 입력(&amp;I):</translation>
    </message>
    <message>
        <source>What the program reads (cin, scanf), as in a contest&apos;s custom test</source>
        <translation>프로그램이 읽는 입력(cin, scanf). 대회의 사용자 지정 테스트와 같습니다</translation>
    </message>
    <message>
        <source>The program&apos;s standard input, as a judge gives it</source>
        <translation>채점 서버가 주는 것과 같은 프로그램의 표준 입력</translation>
    </message>
    <message>
        <source>&amp;Trace:</source>
        <translation>추적(&amp;T):</translation>
    </message>
    <message>
        <source>the recursion found</source>
        <translation>찾은 재귀 함수</translation>
    </message>
    <message>
        <source>The function whose calls are drawn, when the file has several recursions</source>
        <translation>파일에 재귀가 여럿일 때 호출을 그릴 함수</translation>
    </message>
    <message>
        <source>Run %1 of %2</source>
        <comment>the top-level call drawn, of all the calls main() made</comment>
        <translation>%2회 중 %1번째</translation>
    </message>
    <message>
        <source>main() started the recursion %L1 times from the top level (a loop over test cases?): choose the one to draw</source>
        <translation>main()이 최상위에서 재귀를 %L1회 시작했습니다(테스트 케이스 반복?). 그릴 호출을 고르십시오</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>Automatic (%1)</source>
        <translation>자동(%1)</translation>
    </message>
    <message>
        <source>The language the code is run in. Automatic tells it by the file&apos;s extension, or for pasted code by what the text looks like.</source>
        <translation>코드를 실행할 언어입니다. “자동”은 파일 확장자로, 붙여 넣은 코드는 내용으로 판단합니다.</translation>
    </message>
    <message>
        <source>e.g. stoneGameII([2,7,9,4,4])</source>
        <translation>예: stoneGameII([2,7,9,4,4])</translation>
    </message>
    <message>
        <source>The method to call and its arguments as Python literals, as LeetCode calls a class without top-level code</source>
        <translation>최상위 코드가 없는 클래스를 LeetCode처럼 호출할 메서드와 인수(Python 리터럴)</translation>
    </message>
    <message>
        <source>This file has no top-level code: write the call to make, a method of its class with Python literals, e.g. canIWin(10, 11).</source>
        <translation>이 파일에는 최상위 코드가 없습니다. 호출할 클래스의 메서드를 Python 리터럴 인수와 함께 입력하십시오(예: canIWin(10, 11)).</translation>
    </message>
    <message>
        <source>What the program reads (input(), sys.stdin), as in a contest&apos;s custom test</source>
        <translation>프로그램이 읽는 입력(input(), sys.stdin). 대회의 사용자 지정 테스트와 같습니다</translation>
    </message>
    <message>
        <source>The program&apos;s top-level code started the recursion %L1 times (a loop over test cases?): choose the one to draw</source>
        <translation>프로그램의 최상위 코드가 재귀를 %L1회 시작했습니다(테스트 케이스 반복?). 그릴 호출을 고르십시오</translation>
    </message>
</context>
<context>
    <name>gt::CodeWorkspace</name>
    <message>
        <source>Open Code</source>
        <translation>코드 열기</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>파일을 열 수 없습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>Save Code</source>
        <translation>코드 저장</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. The file on disk is as it was.</source>
        <translation>파일에 쓸 수 없습니다: %1 (%2). 디스크의 파일은 그대로입니다.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>저장했습니다: %1.</translation>
    </message>
    <message>
        <source>Unsaved Code</source>
        <translation>저장하지 않은 코드</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>저장하지 않은 변경 사항이 있습니다: %1. 저장하시겠습니까?</translation>
    </message>
    <message>
        <source>&amp;New Game From Template</source>
        <translation>템플릿으로 새 게임(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;Code…</source>
        <translation>코드 열기(&amp;C)…</translation>
    </message>
    <message>
        <source>Sa&amp;ve Code</source>
        <translation>코드 저장(&amp;V)</translation>
    </message>
    <message>
        <source>Save Code &amp;As…</source>
        <translation>다른 이름으로 코드 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>예시 코드(&amp;X)</translation>
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
        <translation>두 번 이상 지정된 옵션입니다: %1%2 (&apos;%3&apos;, &apos;%4&apos;). 한 번만 지정하십시오</translation>
    </message>
    <message>
        <source>%1%2 is given more than once; give it once</source>
        <translation>두 번 이상 지정된 옵션입니다: %1%2. 한 번만 지정하십시오</translation>
    </message>
    <message>
        <source>%1 %2 is also an input (%3): writing it would destroy it; write to another file</source>
        <translation>%1 %2: 입력 파일(%3)과 같은 파일입니다. 쓰면 입력이 사라지므로 다른 파일에 쓰십시오</translation>
    </message>
    <message>
        <source>%1 %2 is a folder holding an input (%3): writing it would destroy it; write to another folder</source>
        <translation>%1 %2: 입력 파일(%3)이 들어 있는 폴더입니다. 쓰면 입력이 사라지므로 다른 폴더에 쓰십시오</translation>
    </message>
</context>
<context>
    <name>gt::ComparisonPane</name>
    <message>
        <source>Compare With &amp;Memo Off</source>
        <translation>메모이제이션을 끄고 비교(&amp;M)</translation>
    </message>
    <message>
        <source>Compare With &amp;Memo On</source>
        <translation>메모이제이션을 켜고 비교(&amp;M)</translation>
    </message>
    <message>
        <source>Compare With Short-Circuit O&amp;ff</source>
        <translation>조기 종료를 끄고 비교(&amp;F)</translation>
    </message>
    <message>
        <source>Compare With Short-Circuit O&amp;n</source>
        <translation>조기 종료를 켜고 비교(&amp;N)</translation>
    </message>
    <message>
        <source>The run to compare with stopped: %1.</source>
        <translation>비교할 실행이 멈췄습니다: %1.</translation>
    </message>
    <message>
        <source>Solving the run to compare with…</source>
        <translation>비교할 실행을 계산하는 중…</translation>
    </message>
    <message>
        <source>%1 has no short-circuit switch to flip</source>
        <translation>%1: 바꿀 수 있는 조기 종료 설정이 없습니다</translation>
    </message>
    <message>
        <source>The memo saves %L1 of %L2 calls.</source>
        <translation>메모이제이션으로 호출 %L2회 중 %L1회를 줄입니다.</translation>
    </message>
    <message>
        <source>The short-circuit saves %L1 of %L2 calls.</source>
        <translation>조기 종료로 호출 %L2회 중 %L1회를 줄입니다.</translation>
    </message>
    <message>
        <source>1 call</source>
        <translation>호출 1회</translation>
    </message>
    <message>
        <source>%L1 calls</source>
        <translation>호출 %L1회</translation>
    </message>
    <message>
        <source>memo on: %1</source>
        <translation>메모이제이션 켬: %1</translation>
    </message>
    <message>
        <source>memo off: %1</source>
        <translation>메모이제이션 끔: %1</translation>
    </message>
    <message>
        <source>short-circuit on: %1</source>
        <translation>조기 종료 켬: %1</translation>
    </message>
    <message>
        <source>short-circuit off: %1</source>
        <translation>조기 종료 끔: %1</translation>
    </message>
</context>
<context>
    <name>gt::Examples</name>
    <message>
        <source>max 10, total 11: the article&apos;s example (false)</source>
        <translation>max 10, total 11: 원문의 예시 (false)</translation>
    </message>
    <message>
        <source>max 4, total 6: small enough to read</source>
        <translation>max 4, total 6: 끝까지 읽을 수 있는 크기</translation>
    </message>
    <message>
        <source>max 20, total 11: true, despite the article&apos;s prose</source>
        <translation>max 20, total 11: 원문 설명과 달리 true</translation>
    </message>
    <message>
        <source>max 20, total 210: 10,485,761 calls</source>
        <translation>max 20, total 210: 호출 10,485,761회</translation>
    </message>
    <message>
        <source>[2,7,9,4,4]: the article&apos;s example (10)</source>
        <translation>[2,7,9,4,4]: 원문의 예시 (10)</translation>
    </message>
    <message>
        <source>[1,2,3,4,5,100] (104)</source>
        <translation>[1,2,3,4,5,100] (104)</translation>
    </message>
    <message>
        <source>N=10, moves 1,4: ABC 270 D sample 1 (5)</source>
        <translation>N=10, 수 1,4: ABC 270 D 예제 1 (5)</translation>
    </message>
    <message>
        <source>N=11, moves 1,2,3,6: sample 2 (8)</source>
        <translation>N=11, 수 1,2,3,6: 예제 2 (8)</translation>
    </message>
    <message>
        <source>N=10000, moves 1,2,4,…,512: sample 3 (5136)</source>
        <translation>N=10000, 수 1,2,4,…,512: 예제 3 (5136)</translation>
    </message>
    <message>
        <source>N=7, memo off: the article&apos;s figure</source>
        <translation>N=7, 메모이제이션 끔: 원문의 그림</translation>
    </message>
    <message>
        <source>N=7, as the article&apos;s code runs it</source>
        <translation>N=7, 원문 코드 그대로</translation>
    </message>
    <message>
        <source>N=9299: the case that needed the memo</source>
        <translation>N=9299: 메모이제이션이 필요했던 경우</translation>
    </message>
</context>
<context>
    <name>gt::Export</name>
    <message>
        <source>%1: unknown extension &apos;%2&apos;; use .svg, .png, .pdf, .dot or .html</source>
        <translation>%1: 알 수 없는 확장자 &apos;%2&apos;. .svg, .png, .pdf, .dot, .html 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>a web page shows the whole run step by step, not one picture: make it with gametree export ... -o FILE.html or File &gt; Export Web Page</source>
        <translation>웹 페이지는 그림 한 장이 아니라 전체 실행을 단계별로 보여 줍니다. gametree export ... -o FILE.html 또는 파일 &gt; 웹 페이지 내보내기로 만드십시오</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(없음)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>an icicle has no graph to write as DOT; use .svg, .png or .pdf</source>
        <translation>아이시클에는 DOT로 쓸 그래프가 없습니다. .svg, .png, .pdf 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>-o %1: the folder %2 does not exist</source>
        <translation>-o %1: 없는 폴더: %2</translation>
    </message>
    <message>
        <source>-o %1: the folder %2 cannot be written to</source>
        <translation>-o %1: 쓸 수 없는 폴더: %2</translation>
    </message>
    <message>
        <source>-o %1: that is a folder; give a file name</source>
        <translation>-o %1: 폴더입니다. 파일 이름을 지정하십시오</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1GB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1MB</translation>
    </message>
    <message>
        <source>the PNG would be %1 x %2 pixels (%3 million, %4 in memory), more than %5 million</source>
        <translation>PNG 크기가 %1 x %2 픽셀(%3메가픽셀, 메모리 %4)이 되어 %5메가픽셀을 넘습니다</translation>
    </message>
    <message>
        <source>%1; lower --dpi or --max-nodes, or export SVG or PDF</source>
        <translation>%1. --dpi나 --max-nodes를 낮추거나 SVG 또는 PDF로 내보내십시오</translation>
    </message>
    <message>
        <source>%1; lower --dpi or --max-nodes, export SVG or PDF, or add --force</source>
        <translation>%1. --dpi나 --max-nodes를 낮추거나, SVG 또는 PDF로 내보내거나, --force를 붙이십시오</translation>
    </message>
    <message>
        <source>%L1 nodes, about %2 of SVG and %3 of memory</source>
        <translation>노드 %L1개, SVG 약 %2, 메모리 약 %3</translation>
    </message>
    <message>
        <source>the picture would have %1: more than %L2 nodes is drawn only with --force; lower --max-nodes or --depth, or use --view icicle</source>
        <translation>그림이 너무 큽니다(%1). 노드가 %L2개를 넘는 그림은 --force를 붙였을 때만 그립니다. --max-nodes나 --depth를 낮추거나 --view icicle을 사용하십시오</translation>
    </message>
    <message>
        <source>drawing %1…</source>
        <translation>그리는 중(%1)…</translation>
    </message>
</context>
<context>
    <name>gt::ExportActions</name>
    <message>
        <source>&amp;Export Current Step…</source>
        <translation>현재 단계 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <source>Export &amp;Whole Run…</source>
        <translation>전체 실행 내보내기(&amp;W)…</translation>
    </message>
    <message>
        <source>Export Slide &amp;Deck…</source>
        <translation>슬라이드 내보내기(&amp;D)…</translation>
    </message>
    <message>
        <source>Export We&amp;b Page…</source>
        <translation>웹 페이지 내보내기(&amp;B)…</translation>
    </message>
    <message>
        <source>Export Web Page</source>
        <translation>웹 페이지 내보내기</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>웹 페이지 (*.html)</translation>
    </message>
    <message>
        <source>Cop&amp;y Picture</source>
        <translation>그림 복사(&amp;Y)</translation>
    </message>
    <message>
        <source>Export Whole Run</source>
        <translation>전체 실행 내보내기</translation>
    </message>
    <message>
        <source>Export Current Step</source>
        <translation>현재 단계 내보내기</translation>
    </message>
    <message>
        <source>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;Graphviz DOT (*.dot)</source>
        <translation>SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;Graphviz DOT (*.dot)</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>내보냈습니다: %1.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>내보내기에 실패했습니다</translation>
    </message>
    <message>
        <source>Export Slide Deck</source>
        <translation>슬라이드 내보내기</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The picture of this step is on the clipboard.</source>
        <translation>이 단계의 그림을 클립보드에 복사했습니다.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Slide deck cancelled: no file was written.</source>
        <translation>슬라이드 내보내기를 취소했습니다. 파일은 쓰지 않았습니다.</translation>
    </message>
    <message>
        <source>Writing slide %1 of %2…</source>
        <translation>슬라이드를 쓰는 중(전체 %2장 중 %1번째)…</translation>
    </message>
    <message>
        <source>Writing the slides…</source>
        <translation>슬라이드를 쓰는 중…</translation>
    </message>
    <message>
        <source>Wrote %1: 1 slide.</source>
        <translation>내보냈습니다: %1 (슬라이드 1장).</translation>
    </message>
    <message>
        <source>Wrote %1: %L2 slides.</source>
        <translation>내보냈습니다: %1 (슬라이드 %L2장).</translation>
    </message>
</context>
<context>
    <name>gt::FileWriting</name>
    <message>
        <source>it is not a regular file (a folder or a device), so it is not replaced</source>
        <translation>일반 파일이 아니므로(폴더 또는 장치) 바꾸지 않습니다</translation>
    </message>
</context>
<context>
    <name>gt::FindBar</name>
    <message>
        <source>Find a state: n=37, used {1,3}, i=2 M=1</source>
        <translation>상태 찾기: n=37, 사용 {1,3}, i=2 M=1</translation>
    </message>
    <message>
        <source>Find a state</source>
        <translation>상태 찾기</translation>
    </message>
    <message>
        <source>Find &amp;State…</source>
        <translation>상태 찾기(&amp;S)…</translation>
    </message>
    <message>
        <source>Find &amp;Next</source>
        <translation>다음 찾기(&amp;N)</translation>
    </message>
    <message>
        <source>Find Pre&amp;vious</source>
        <translation>이전 찾기(&amp;V)</translation>
    </message>
    <message>
        <source>%L1 of %L2</source>
        <translation>%L2개 중 %L1번째</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>찾을 수 없음</translation>
    </message>
    <message>
        <source>%L1 of …</source>
        <translation>…개 중 %L1번째</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>검색 중…</translation>
    </message>
</context>
<context>
    <name>gt::FolderReplacement</name>
    <message>
        <source>it is not a file (a folder of that name is in the way)</source>
        <translation>파일이 아닙니다(같은 이름의 폴더가 있습니다)</translation>
    </message>
    <message>
        <source>%1; the old files that could not be put back are in %2</source>
        <translation>%1. 되돌리지 못한 이전 파일은 %2에 있습니다</translation>
    </message>
</context>
<context>
    <name>gt::GameForm</name>
    <message>
        <source>The two-player game to solve</source>
        <translation>풀 2인 게임</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>게임(&amp;G):</translation>
    </message>
    <message>
        <source>Ready parameters, the seed articles&apos; own first</source>
        <translation>준비된 매개변수 (원문의 것이 먼저)</translation>
    </message>
    <message>
        <source>&amp;Example:</source>
        <translation>예시(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Memo table</source>
        <translation>메모이제이션(&amp;M)</translation>
    </message>
    <message>
        <source>Store each state&apos;s value and answer repeated calls from the table</source>
        <translation>각 상태의 값을 표에 저장하고, 같은 상태의 호출에는 표에 저장된 값을 반환합니다</translation>
    </message>
    <message>
        <source>S&amp;hort-circuit</source>
        <translation>조기 종료(&amp;H)</translation>
    </message>
    <message>
        <source>Return at the first move that decides the position</source>
        <translation>조기 종료(단락 평가): 승부를 결정하는 수를 찾으면 바로 반환합니다</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>풀기(&amp;S)</translation>
    </message>
    <message>
        <source>Solve is disabled: %1</source>
        <translation>지금은 “풀기”를 누를 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Solve is disabled while a run is being solved.</source>
        <translation>계산 중에는 “풀기”를 누를 수 없습니다.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a field&apos;s name as its label shows it, then what is wrong with its value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: no value given; allowed: %2</source>
        <translation>%1: 값이 없습니다. 허용 범위: %2</translation>
    </message>
    <message>
        <source>Custom parameters</source>
        <translation>사용자 지정 매개변수</translation>
    </message>
    <message>
        <source>Solve compiles your code; the parameters it declares then appear here.</source>
        <translation>풀기를 누르면 코드를 컴파일합니다. 코드가 선언한 매개변수가 여기에 나타납니다.</translation>
    </message>
    <message>
        <source>Your code: %1</source>
        <translation>내 코드: %1</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <translation>값 종류(&amp;V):</translation>
    </message>
    <message>
        <source>How your code&apos;s values read: what it declares with run.values, or another kind; changing it solves again</source>
        <translation>코드의 값을 읽는 방식: run.values로 선언한 종류 또는 다른 종류. 바꾸면 다시 풉니다</translation>
    </message>
    <message>
        <source>A program traced as written has no short-circuit switch: its loops run as it wrote them</source>
        <translation>작성한 그대로 추적하는 프로그램에는 조기 종료 설정이 없습니다. 반복문은 쓴 그대로 실행됩니다</translation>
    </message>
</context>
<context>
    <name>gt::IcicleScene</name>
    <message>
        <source>icicle: a band per depth, each call as wide as the calls in its subtree</source>
        <translation>아이시클: 깊이마다 띠 하나, 각 호출의 너비는 그 부분 트리의 호출 횟수</translation>
    </message>
    <message>
        <source>%1 levels deep: a band holds %2 levels, drawn as its shallowest calls</source>
        <translation>깊이 %1층: 띠 하나에 %2층씩, 각 띠는 가장 얕은 호출로 그림</translation>
    </message>
    <message>
        <source>depth</source>
        <translation>깊이</translation>
    </message>
    <message>
        <source>%1 calls</source>
        <translation>호출 %1회</translation>
    </message>
    <message>
        <source>%1 memo answers</source>
        <translation>메모 적중 %1회</translation>
    </message>
    <message>
        <source>call #%1 · depth %2 · %3 calls in its subtree</source>
        <translation>호출 #%1 · 깊이 %2 · 부분 트리의 호출 %3회</translation>
    </message>
    <message>
        <source>%1 calls of this band drawn here</source>
        <translation>이 띠의 호출 %1회를 여기 그림</translation>
    </message>
    <message>
        <source>memo answers (bolder: a larger share of the calls)</source>
        <translation>메모 적중 (진할수록 호출 중 비율이 큼)</translation>
    </message>
    <message>
        <source>base cases</source>
        <translation>기저 사례</translation>
    </message>
    <message>
        <source>calls in repeated subtrees: their states were computed before</source>
        <translation>반복된 부분 트리의 호출: 그 상태는 이미 계산됨</translation>
    </message>
    <message>
        <source>calls narrower than a point: the colour of most, paler where they fill less</source>
        <translation>1포인트보다 좁은 호출: 다수의 색, 덜 채울수록 옅게</translation>
    </message>
    <message>
        <source>running when the program stopped: no value</source>
        <translation>프로그램이 멈췄을 때 실행 중: 값 없음</translation>
    </message>
</context>
<context>
    <name>gt::IcicleView</name>
    <message>
        <source>Every call of the run, once it is solved: each call as wide as its subtree.</source>
        <translation>풀고 나면 실행의 모든 호출이 여기에 나타납니다. 각 호출의 너비는 그 부분 트리의 크기입니다.</translation>
    </message>
</context>
<context>
    <name>gt::IncludeFoldersDialog</name>
    <message>
        <source>&amp;Add…</source>
        <translation>추가(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>제거(&amp;R)</translation>
    </message>
    <message>
        <source>Include Folders</source>
        <translation>인클루드 폴더</translation>
    </message>
    <message>
        <source>Where #include &lt;...&gt; in your code also looks, in this order (the compiler&apos;s -I), for every program you solve here.</source>
        <translation>코드의 #include &lt;...&gt;가 이 순서로 더 찾아보는 폴더입니다(컴파일러의 -I). 여기서 푸는 모든 프로그램에 쓰입니다.</translation>
    </message>
    <message>
        <source>Add Include Folder</source>
        <translation>인클루드 폴더 추가</translation>
    </message>
    <message>
        <source>%1 is not a folder: remove it, or create it first.</source>
        <translation>폴더가 아닙니다: %1. 목록에서 지우거나 먼저 폴더를 만드십시오.</translation>
    </message>
    <message>
        <source>No folders: only the file&apos;s own folder and the system&apos;s headers are searched.</source>
        <translation>폴더가 없습니다. 파일이 있는 폴더와 시스템 헤더만 찾습니다.</translation>
    </message>
</context>
<context>
    <name>gt::InputFile</name>
    <message>
        <source>it is a folder; only a regular file of at most %L1 MiB is read</source>
        <translation>폴더입니다. 최대 %L1 MiB 크기의 일반 파일만 읽습니다</translation>
    </message>
    <message>
        <source>it is a FIFO (a named pipe); only a regular file of at most %L1 MiB is read</source>
        <translation>FIFO(이름 있는 파이프)입니다. 최대 %L1 MiB 크기의 일반 파일만 읽습니다</translation>
    </message>
    <message>
        <source>it is a device; only a regular file of at most %L1 MiB is read</source>
        <translation>장치 파일입니다. 최대 %L1 MiB 크기의 일반 파일만 읽습니다</translation>
    </message>
    <message>
        <source>it is not a regular file; only a regular file of at most %L1 MiB is read</source>
        <translation>일반 파일이 아닙니다. 최대 %L1 MiB 크기의 일반 파일만 읽습니다</translation>
    </message>
    <message>
        <source>it is larger than %L1 MiB, the most that is read</source>
        <translation>읽을 수 있는 최대 크기(%L1 MiB)보다 큽니다</translation>
    </message>
</context>
<context>
    <name>gt::InspectorPanel</name>
    <message>
        <source>Click a call in the tree to see it here.</source>
        <translation>트리의 호출을 클릭하면 여기에 표시됩니다.</translation>
    </message>
    <message>
        <source>Call #%1 · depth %2</source>
        <translation>호출 #%1 · 깊이 %2</translation>
    </message>
    <message>
        <source>First player to move (OR node)</source>
        <translation>선공 차례 (OR 노드)</translation>
    </message>
    <message>
        <source>Second player to move (AND node)</source>
        <translation>후공 차례 (AND 노드)</translation>
    </message>
    <message>
        <source>Reached by %1 from %2</source>
        <translation>도달한 수: %1 (%2에서)</translation>
    </message>
    <message>
        <source>call #%1</source>
        <translation>호출 #%1</translation>
    </message>
    <message>
        <source>Not returned yet at this step.</source>
        <translation>이 단계에서는 아직 반환하지 않았습니다.</translation>
    </message>
    <message>
        <source>Returns &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>반환값: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Base case</source>
        <translation>기저 사례</translation>
    </message>
    <message>
        <source>Answered from the memo, computed by %1</source>
        <translation>메모에 저장된 값을 반환함 (계산한 호출: %1)</translation>
    </message>
    <message>
        <source>Takes every remaining pile (not stored)</source>
        <translation>남은 더미를 모두 가져감 (저장하지 않음)</translation>
    </message>
    <message>
        <source>Computed; stopped at the deciding move</source>
        <translation>계산함: 승부를 결정하는 수를 찾아 조기 종료</translation>
    </message>
    <message>
        <source>Computed from every move</source>
        <translation>모든 수를 시도해 계산</translation>
    </message>
    <message>
        <source>Repeats %1 (same state)</source>
        <translation>반복: %1 (같은 상태)</translation>
    </message>
    <message>
        <source>Moves tried</source>
        <translation>시도한 수</translation>
    </message>
    <message>
        <source>Called from %1</source>
        <translation>호출한 곳: %1</translation>
    </message>
    <message>
        <source>… %L1 more moves …</source>
        <translation>… 수 %L1개 더 …</translation>
    </message>
</context>
<context>
    <name>gt::LegendPanel</name>
    <message>
        <source>Legend</source>
        <translation>범례</translation>
    </message>
</context>
<context>
    <name>gt::MainWindow</name>
    <message>
        <source>Game Tree Studio</source>
        <translation>게임 트리 스튜디오</translation>
    </message>
    <message>
        <source>Stepping</source>
        <translation>단계 실행</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
    <message>
        <source>Solving %1…</source>
        <translation>%1 계산 중…</translation>
    </message>
    <message>
        <source> The previous run is still shown.</source>
        <translation> 이전 실행은 그대로 보여 줍니다.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>취소했습니다.</translation>
    </message>
    <message>
        <source>The run stopped: %1.</source>
        <translation>실행이 멈췄습니다: %1.</translation>
    </message>
    <message>
        <source>The answer, %1, is known before any recursive call.</source>
        <translation>재귀 호출 전에 답이 정해집니다: %1.</translation>
    </message>
    <message>
        <source>step %L1 of %L2</source>
        <translation>단계 %L1 / %L2</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>저장에 실패했습니다</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>저장했습니다: %1.</translation>
    </message>
    <message>
        <source>Compiling and running %1…</source>
        <translation>컴파일하고 실행하는 중: %1…</translation>
    </message>
    <message>
        <source>%1. The tree shows the calls it made until then.</source>
        <translation>%1. 트리에는 그때까지의 호출을 표시합니다.</translation>
    </message>
    <message>
        <source>The session&apos;s code is shown and was not run. Read it; Solve compiles and runs it.</source>
        <translation>세션의 코드를 표시했으며 아직 실행하지 않았습니다. 코드를 읽어 보고 풀기를 누르면 컴파일하고 실행합니다.</translation>
    </message>
    <message>
        <source>Run the Session&apos;s Code?</source>
        <translation>세션의 코드를 실행하시겠습니까?</translation>
    </message>
    <message>
        <source>This session contains %2 lines of C++ code (%1), now shown in the code panel.</source>
        <translation>이 세션에는 C++ 코드가 들어 있습니다(%1, %2줄). 코드 패널에 표시했습니다.</translation>
    </message>
    <message>
        <source>Compile and Run</source>
        <translation>컴파일하고 실행</translation>
    </message>
    <message>
        <source>Do Not Run</source>
        <translation>실행하지 않음</translation>
    </message>
    <message>
        <source>Step %1 is past the run&apos;s last step, %2: the run is shown from its first step.</source>
        <translation>단계 %1: 이 실행의 마지막 단계(%2)보다 뒤입니다. 첫 단계부터 보여 줍니다.</translation>
    </message>
    <message>
        <source>%1 was not opened: the session&apos;s &quot;palette&quot; must be one of %2</source>
        <translation>%1 파일을 열지 않았습니다. 세션의 &quot;palette&quot; 값은 다음 중 하나여야 합니다: %2</translation>
    </message>
    <message>
        <source>Pick a game and its numbers on the left, then press Solve (%1).
Step through the calls with the arrow keys. %2 opens the guide.</source>
        <translation>왼쪽에서 게임과 매개변수를 고른 다음 풀기(%1)를 누르십시오.
화살표 키로 호출을 한 단계씩 진행합니다. %2 키를 누르면 사용 안내가 열립니다.</translation>
    </message>
    <message>
        <source>%1 is loaded: press Solve (%2) to run it and draw its tree.</source>
        <translation>%1 파일을 불러왔습니다. 풀기(%2)를 누르면 실행하고 트리를 그립니다.</translation>
    </message>
    <message>
        <source>%1 was not opened: the code on screen was not saved</source>
        <translation>%1 파일을 열지 않았습니다. 화면의 코드가 저장되지 않았습니다</translation>
    </message>
    <message>
        <source>Running %1…</source>
        <translation>실행하는 중: %1…</translation>
    </message>
    <message>
        <source>The session&apos;s code is shown and was not run. Read it; Solve runs it.</source>
        <translation>세션의 코드를 표시했으며 아직 실행하지 않았습니다. 코드를 읽어 보고 풀기를 누르면 실행합니다.</translation>
    </message>
    <message>
        <source>This session contains %2 lines of Python code (%1), now shown in the code panel.</source>
        <translation>이 세션에는 Python 코드가 들어 있습니다(%1, %2줄). 코드 패널에 표시했습니다.</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>실행</translation>
    </message>
    <message>
        <source>It calls %1.</source>
        <translation>호출: %1</translation>
    </message>
    <message>
        <source>Its input is empty.</source>
        <translation>입력이 비어 있습니다.</translation>
    </message>
    <message>
        <source>Its input:</source>
        <translation>입력:</translation>
    </message>
    <message>
        <source>Its input has %1 lines; all of them are under Show Details.</source>
        <translation>입력은 %1줄입니다. 모든 줄은 “자세한 정보 표시”에서 볼 수 있습니다.</translation>
    </message>
    <message>
        <source>Solving runs it on this computer, in a sandbox where it cannot write your files or reach the network. Run it only if you trust where the session came from.</source>
        <translation>풀기를 누르면 이 컴퓨터의 샌드박스에서 실행합니다. 샌드박스에서는 사용자의 파일에 쓰거나 네트워크에 접속할 수 없습니다. 세션의 출처를 신뢰할 수 있을 때만 실행하십시오.</translation>
    </message>
    <message>
        <source>Solving compiles and runs it on this computer, in a sandbox where it cannot write your files or reach the network. Run it only if you trust where the session came from.</source>
        <translation>풀기를 누르면 이 컴퓨터에서 컴파일하고 샌드박스에서 실행합니다. 샌드박스에서는 사용자의 파일에 쓰거나 네트워크에 접속할 수 없습니다. 세션의 출처를 신뢰할 수 있을 때만 실행하십시오.</translation>
    </message>
    <message>
        <source>Solving runs it on this computer with your rights. Run it only if you trust where the session came from.</source>
        <translation>풀기를 누르면 이 코드를 이 컴퓨터에서 사용자의 권한으로 실행합니다. 세션을 받은 곳을 신뢰할 수 있을 때만 실행하십시오.</translation>
    </message>
    <message>
        <source>Solving compiles and runs it on this computer with your rights. Run it only if you trust where the session came from.</source>
        <translation>풀기를 누르면 이 코드를 이 컴퓨터에서 사용자의 권한으로 컴파일하고 실행합니다. 세션을 받은 곳을 신뢰할 수 있을 때만 실행하십시오.</translation>
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
        <translation>상태</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation>저장한 호출</translation>
    </message>
    <message>
        <source>Entry %L1: %2 = %3, stored by call #%L4</source>
        <translation>항목 %L1: %2 = %3 (저장한 호출 #%L4)</translation>
    </message>
</context>
<context>
    <name>gt::Narration</name>
    <message>
        <source>first player</source>
        <translation>선공</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>후공</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>선공</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>후공</translation>
    </message>
    <message>
        <source>subtracting %1</source>
        <translation>%1 빼기</translation>
    </message>
    <message>
        <source>taking %1</source>
        <translation>%1 고르기</translation>
    </message>
    <message>
        <source>removing 1 stone</source>
        <translation>돌 1개 가져가기</translation>
    </message>
    <message>
        <source>removing %1 stones</source>
        <translation>돌 %1개 가져가기</translation>
    </message>
    <message>
        <source>taking the next pile</source>
        <translation>다음 더미 1개 가져가기</translation>
    </message>
    <message>
        <source>taking the next %1 piles</source>
        <translation>다음 더미 %1개 가져가기</translation>
    </message>
    <message>
        <source>The search starts: the %1 to move at %2.</source>
        <translation>탐색을 시작합니다. %2에서 %1 차례입니다.</translation>
    </message>
    <message>
        <source>%1, %2: tries %3 and hands %4 to the %5.</source>
        <translation>%2에서 %1 차례: %3 시도 후 %4 상태를 %5에게 넘깁니다.</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, after which the opponent gets %4; so the %1 gets %5 − %4 = %6.</source>
        <translation>%2에서 %1의 최선의 수는 %3입니다. 그 뒤 상대가 돌 %4개를 얻으므로 %1의 몫은 %5 − %4 = %6개입니다.</translation>
    </message>
    <message>
        <source>At %1 the best choice is %2, which holds the opponent to %3; the %4 gets the rest: %5 − %3 = %6.</source>
        <translation>%1에서 최선의 수는 %2입니다. 상대의 몫을 %3개로 줄이므로 %4의 몫은 남은 돌에서 상대의 몫을 뺀 %5 − %3 = %6개입니다.</translation>
    </message>
    <message>
        <source>%1 wins for the %2: stop here without trying the rest. %3 returns %4.</source>
        <translation>%2의 이기는 수는 %1입니다. 나머지 수는 시도하지 않고 여기서 조기 종료합니다. %3 상태의 반환값은 %4입니다.</translation>
    </message>
    <message>
        <source>All moves tried: %1 wins for the %2 at %3: returns %4.</source>
        <translation>모든 수를 시도했습니다. %3 상태에서 %2의 이기는 수는 %1입니다. 반환값은 %4입니다.</translation>
    </message>
    <message>
        <source>Stop here: the %1 has no way to win at %2, the %3 wins: returns %4.</source>
        <translation>여기서 조기 종료합니다. %2 상태에서 %1에게는 이길 방법이 없으므로 %3의 승리입니다. 반환값은 %4입니다.</translation>
    </message>
    <message>
        <source>All moves tried: no winning move for the %1, so the %2 wins at %3: returns %4.</source>
        <translation>모든 수를 시도했습니다. %1에게는 이기는 수가 없으므로 %3 상태는 %2의 승리입니다. 반환값은 %4입니다.</translation>
    </message>
    <message>
        <source>%1 was solved before (call #%2): returns %3 from the memo.</source>
        <translation>%1 상태는 이미 계산했습니다(호출 #%2). 반환값은 메모에 저장된 %3입니다.</translation>
    </message>
    <message>
        <source>At %1, 2M covers every pile left: the %2 takes them all, %3 stones (not stored in the memo).</source>
        <translation>%1에서는 남은 더미가 2M개 미만이므로 모두 가져갈 수 있습니다. %2의 몫은 돌 %3개입니다(메모에 저장하지 않습니다).</translation>
    </message>
    <message>
        <source>%1 Stored in the memo.</source>
        <translation>%1 메모에 저장합니다.</translation>
    </message>
    <message>
        <source>The %1 is handed %2: whoever is handed 0 or 1 wins, so the %1 wins: returns %3.</source>
        <translation>%2 상태가 %1에게 넘어왔습니다. 0이나 1을 받은 쪽이 이기므로 %1의 승리입니다. 반환값은 %3입니다.</translation>
    </message>
    <message>
        <source>The total has been reached: the %1 just won, so the %2 to move loses: returns %3.</source>
        <translation>합계가 목표에 도달했습니다. 직전 수로 %1의 승리가 정해졌으므로 차례인 %2의 패배입니다. 반환값은 %3입니다.</translation>
    </message>
    <message>
        <source>No stones left: the %1 removes nothing: returns %2.</source>
        <translation>남은 돌이 없습니다. %1 차례지만 가져갈 돌이 없으므로 반환값은 %2입니다.</translation>
    </message>
    <message>
        <source>No piles left: the %1 gets nothing: returns %2.</source>
        <translation>남은 더미가 없습니다. %1 차례지만 가져갈 돌이 없으므로 반환값은 %2입니다.</translation>
    </message>
    <message>
        <source>the move %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>The recursion starts at %1.</source>
        <translation>재귀가 %1에서 시작됩니다.</translation>
    </message>
    <message>
        <source>%1 calls %2.</source>
        <translation>%1에서 %2 호출이 시작됩니다.</translation>
    </message>
    <message>
        <source>%1 calls %2 (%3).</source>
        <translation>%1에서 %2 호출이 시작됩니다(%3).</translation>
    </message>
    <message>
        <source>%1 is a base case: returns %2.</source>
        <translation>%1 호출은 기저 사례입니다. 반환값은 %2입니다.</translation>
    </message>
    <message>
        <source>Cutoff at %1: after %2, worth %3 to the first player, the other moves cannot change the result: returns %4.</source>
        <translation>%1 상태에서 가지치기합니다. %2(선공 기준 값 %3) 뒤로는 나머지 수가 결과를 바꿀 수 없습니다. 반환값은 %4입니다.</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, worth %4 to the first player: returns %5.</source>
        <translation>%2 상태에서 %1의 최선의 수는 %3입니다(선공 기준 값 %4). 반환값은 %5입니다.</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, after which the opponent gets %4; so the %1 gets %5.</source>
        <translation>%2 상태에서 %1의 최선의 수는 %3입니다. 그 뒤 상대의 몫은 %4이므로 %1의 몫은 %5입니다.</translation>
    </message>
    <message>
        <source>%1 returns %2, computed from its calls.</source>
        <translation>%1의 반환값은 하위 호출의 결과로 계산한 %2입니다.</translation>
    </message>
    <message>
        <source>%1: returns %2 from the memo (no call with this label computed it).</source>
        <translation>%1 상태: 반환값은 메모에 저장된 %2입니다(이 레이블로 계산한 호출은 없습니다).</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, after which the opponent&apos;s difference is %4: returns %5.</source>
        <translation>%2 상태에서 %1의 최선의 수는 %3입니다(그 뒤 상대의 점수 차 %4). 반환값은 %5입니다.</translation>
    </message>
    <message>
        <source>No winning move for the %1 at %2: %3 holds a draw: returns %4.</source>
        <translation>%2 상태에서 %1에게 이기는 수는 없지만 무승부를 지키는 수가 있습니다: %3. 반환값은 %4입니다.</translation>
    </message>
    <message>
        <source>At %1: %2 = %3, not 0, so the %4 to move wins with %5, which reaches 0.</source>
        <translation>%1: %2 = %3, 0이 아니므로 차례인 %4의 승리입니다. 0인 상태로 가는 수: %5.</translation>
    </message>
    <message>
        <source>At %1: %2 = 0, no move reaches 0, so the %3 to move loses.</source>
        <translation>%1: %2 = 0, 0인 상태로 가는 수가 없으므로 차례인 %3의 패배입니다.</translation>
    </message>
    <message>
        <source>the move to %1</source>
        <translation>%1 상태로 가는 수</translation>
    </message>
    <message>
        <source>%1, %2: tries a move that hands %3 to the %4.</source>
        <translation>%2에서 %1 차례: 수를 하나 시도해 %3 상태를 %4에게 넘깁니다.</translation>
    </message>
    <message>
        <source>%1 Stored in the memo: %2 = %3.</source>
        <translation>%1 메모에 저장합니다: %2 = %3.</translation>
    </message>
    <message>
        <source>Best for the %1 at %2: %3, whose call returns %4; with what this move adds: returns %5.</source>
        <translation>%2 상태에서 %1의 최선의 수는 %3입니다(그 호출의 반환값 %4). 이 수로 더해지는 몫을 더한 반환값은 %5입니다.</translation>
    </message>
</context>
<context>
    <name>gt::NarrationBand</name>
    <message>
        <source>Narration</source>
        <translation>해설</translation>
    </message>
</context>
<context>
    <name>gt::NoticeBanner</name>
    <message>
        <source>The answer is known before any recursive call: there is no tree to draw.</source>
        <translation>재귀 호출 전에 답이 정해집니다. 그릴 트리가 없습니다.</translation>
    </message>
    <message>
        <source>Recording stopped after %L1 calls; the counts are exact, the tree shows the first calls.</source>
        <translation>호출 %L1회에서 기록을 멈췄습니다. 횟수는 정확하며, 트리에는 처음 호출들을 보여 줍니다.</translation>
    </message>
    <message>
        <source>%L1 of %L2 calls are drawn: click a “+N calls” node to open it.</source>
        <translation>호출 %L2회 중 %L1회를 그렸습니다. “+N회” 노드를 클릭하면 펼쳐집니다.</translation>
    </message>
    <message>
        <source>• %1</source>
        <comment>a note about the user&apos;s program, on a line of its own</comment>
        <translation>• %1</translation>
    </message>
    <message>
        <source>• headers were also looked for in %1 (Run › Include Folders)</source>
        <translation>• 헤더를 다음 폴더에서도 찾았습니다: %1 (실행 › 인클루드 폴더)</translation>
    </message>
</context>
<context>
    <name>gt::Params</name>
    <message>
        <source>unknown game &apos;%1&apos;; the games: %2</source>
        <translation>알 수 없는 게임 &apos;%1&apos;. 게임 목록: %2</translation>
    </message>
    <message>
        <source>unknown option --%1 for %2; its parameters: %3</source>
        <translation>%2에는 --%1 옵션이 없습니다. 매개변수: %3</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1~%2</translation>
    </message>
    <message>
        <source>a comma-separated list of %1 to %2 integers, each %3</source>
        <translation>쉼표로 구분한 정수 %1~%2개(각각 %3)</translation>
    </message>
    <message>
        <source>missing --%1 (%2: %3)</source>
        <translation>--%1 옵션이 필요합니다 (%2: %3)</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not an integer; allowed: %3</source>
        <translation>--%1: &apos;%2&apos; 값은 정수가 아닙니다. 허용 범위: %3</translation>
    </message>
    <message>
        <source>--%1: %2 is out of range; allowed: %3</source>
        <translation>--%1: %2 값은 범위를 벗어났습니다. 허용 범위: %3</translation>
    </message>
    <message>
        <source>--%1: the list is empty; allowed: %2</source>
        <translation>--%1: 목록이 비어 있습니다. 허용 범위: %2</translation>
    </message>
    <message>
        <source>--%1: %2 items given; allowed: %3</source>
        <translation>--%1: %2개가 주어졌습니다. 허용 범위: %3</translation>
    </message>
    <message>
        <source>item %1 is empty</source>
        <translation>%1번째 항목이 비어 있습니다</translation>
    </message>
    <message>
        <source>item %1 &apos;%2&apos; is not an integer</source>
        <translation>%1번째 항목 &apos;%2&apos; 값은 정수가 아닙니다</translation>
    </message>
    <message>
        <source>--%1: malformed list &apos;%2&apos;: %3; expected comma-separated integers like %4</source>
        <translation>--%1: 목록 &apos;%2&apos;의 형식이 잘못되었습니다: %3. %4처럼 쉼표로 구분한 정수를 입력하십시오</translation>
    </message>
    <message>
        <source>--%1: item %2 (%3) is out of range; allowed: %4</source>
        <translation>--%1: %2번째 항목(%3)이 범위를 벗어났습니다. 허용 범위: %4</translation>
    </message>
    <message>
        <source>%1 has no parameter --%2; its parameters: %3</source>
        <translation>%1에는 --%2 매개변수가 없습니다. 매개변수: %3</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use on or off</source>
        <translation>--%1: &apos;%2&apos; 값은 허용되지 않습니다. on 또는 off를 지정하십시오</translation>
    </message>
    <message>
        <source>a comma-separated list of %1 integers, each %2</source>
        <translation>쉼표로 구분한 정수 %1개(각각 %2)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>the limits of a list, then the game&apos;s own rule for it</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a parameter&apos;s description, then its limits</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>a parameter&apos;s description, then its limits</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 integers, each %2</source>
        <translation>정수 %1개(각각 %2)</translation>
    </message>
    <message>
        <source>%1 to %2 integers, each %3</source>
        <translation>정수 %1~%2개(각각 %3)</translation>
    </message>
</context>
<context>
    <name>gt::Play</name>
    <message>
        <source>Summary:</source>
        <translation>요약:</translation>
    </message>
    <message>
        <source>You move first.</source>
        <translation>플레이어가 선공입니다.</translation>
    </message>
    <message>
        <source>You move second.</source>
        <translation>플레이어가 후공입니다.</translation>
    </message>
    <message>
        <source>Type a move&apos;s number and Enter; u takes your last move back, q stops.</source>
        <translation>수의 번호를 입력하고 Enter를 누르십시오. u는 자신의 마지막 수를 무르고, q는 끝냅니다.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1(%2)</translation>
    </message>
    <message>
        <source>moves: %1</source>
        <translation>수: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move here; type one of: %2</source>
        <translation>여기서 둘 수 없는 수입니다: &apos;%1&apos;. 다음 중 하나를 입력하십시오: %2</translation>
    </message>
    <message>
        <source>, u (undo) or q (stop)</source>
        <translation>, u(무르기), q(끝내기)</translation>
    </message>
    <message>
        <source>Took your last move back.</source>
        <translation>플레이어의 마지막 수를 물렸습니다.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back.</source>
        <translation>무를 플레이어의 수가 없습니다.</translation>
    </message>
    <message>
        <source>the game stopped before it was over: no more moves were typed</source>
        <translation>승부가 나기 전에 게임이 멈췄습니다. 더 이상 수가 입력되지 않았습니다</translation>
    </message>
    <message>
        <source>a game can be played only when its values say who wins: values that read as &quot;%1&quot; do not; allowed: mover-wins, first-player-wins, mover-score, negamax, grundy, winner-index</source>
        <translation>값이 승패를 나타낼 때만 대전할 수 있습니다. 이 값의 읽는 방식 “%1”은 승패를 나타내지 않습니다. 가능한 방식: mover-wins, first-player-wins, mover-score, negamax, grundy, winner-index</translation>
    </message>
    <message>
        <source>a game can be played only when each call returns one number; this run&apos;s calls return pairs</source>
        <translation>각 호출이 수 하나를 반환할 때만 대전할 수 있습니다. 이 실행의 호출은 쌍을 반환합니다</translation>
    </message>
    <message>
        <source>the run made no call, so there is no position to play</source>
        <translation>실행에서 호출이 한 번도 없어 대전할 국면이 없습니다</translation>
    </message>
    <message>
        <source>the run made more calls than are recorded (%L1), so some positions are missing; choose smaller parameters</source>
        <translation>실행의 호출이 기록 한도(%L1회)를 넘어 빠진 국면이 있습니다. 매개변수를 더 작게 고르십시오</translation>
    </message>
    <message>
        <source>calls with the same state returned different values, so a state does not name one position; label the state with everything the recursion depends on</source>
        <translation>같은 상태의 호출이 서로 다른 값을 반환해 상태가 국면 하나를 가리키지 않습니다. 재귀가 의존하는 것을 모두 상태 레이블에 넣으십시오</translation>
    </message>
    <message>
        <source>the run stopped before its calls returned, so no position has a known value</source>
        <translation>호출이 반환되기 전에 실행이 멈춰 값을 아는 국면이 없습니다</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>the recursion never worked out %1, so it cannot be played from</source>
        <translation>재귀가 %1 상태를 한 번도 계산하지 않아 거기서부터는 대전할 수 없습니다</translation>
    </message>
    <message>
        <source>the game is over at %1: there is no move to play</source>
        <translation>%1 상태에서 게임이 끝났습니다. 둘 수 있는 수가 없습니다</translation>
    </message>
    <message>
        <source>%1 is not a move at %2; allowed: %3</source>
        <translation>%2 상태에서 둘 수 없는 수입니다: %1. 가능한 수: %3</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 또는 %2</translation>
    </message>
    <message>
        <source>you</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>the solver</source>
        <translation>솔버</translation>
    </message>
    <message>
        <source>the class</source>
        <translation>우리 반</translation>
    </message>
    <message>
        <source>team A</source>
        <translation>A팀</translation>
    </message>
    <message>
        <source>team B</source>
        <translation>B팀</translation>
    </message>
    <message>
        <source>the solver (first)</source>
        <translation>솔버(선공)</translation>
    </message>
    <message>
        <source>the solver (second)</source>
        <translation>솔버(후공)</translation>
    </message>
    <message>
        <source>%1 · the game is over</source>
        <translation>%1 · 게임 끝</translation>
    </message>
    <message>
        <source>%1 · to move: %2</source>
        <translation>%1 · %2 차례</translation>
    </message>
    <message>
        <source>%1 keeps the most: %L2 of the %L3 stones left</source>
        <translation>가장 많이 얻는 수: %1(남은 돌 %L3개 중 %L2개)</translation>
    </message>
    <message>
        <source>%1 wins: it is the first winning move the recursion tries</source>
        <translation>이기는 수: %1. 재귀가 처음 시도하는 이기는 수입니다</translation>
    </message>
    <message>
        <source>%1 keeps the draw</source>
        <translation>무승부를 지키는 수: %1</translation>
    </message>
    <message numerus="yes">
        <source>every move loses here; %1 holds out longest (%n more moves)</source>
        <translation>
            <numerusform>여기서는 모든 수가 집니다. 가장 오래 버티는 수: %1(앞으로 %n수)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2: %3 at %4</source>
        <translation>%1. %2: %4 상태에서 %3</translation>
    </message>
    <message>
        <source>A draw: %1 %L2, %3 %L4.</source>
        <translation>무승부입니다: %1 %L2, %3 %L4.</translation>
    </message>
    <message>
        <source>%1 won, %L2 stones to %L3.</source>
        <translation>%1의 승리입니다(돌 %L2개 대 %L3개).</translation>
    </message>
    <message>
        <source>A draw.</source>
        <translation>무승부입니다.</translation>
    </message>
    <message>
        <source>%1 won.</source>
        <translation>%1의 승리입니다.</translation>
    </message>
    <message>
        <source>At %1, %2 chose %3; %4 would have won.</source>
        <translation>%1 상태에서 %2의 수: %3. 이길 수 있었던 수: %4.</translation>
    </message>
    <message>
        <source>At %1, %2 chose %3; %4 would have drawn.</source>
        <translation>%1 상태에서 %2의 수: %3. 무승부로 만들 수 있었던 수: %4.</translation>
    </message>
    <message>
        <source>No move gave the game away: from %1, %2 wins with best play.</source>
        <translation>승패를 바꾼 수는 없습니다: %1 상태부터 최선을 다하면 %2의 승리입니다.</translation>
    </message>
    <message>
        <source>No move gave the game away: %1 is a draw with best play.</source>
        <translation>승패를 바꾼 수는 없습니다: %1 상태는 최선을 다하면 무승부입니다.</translation>
    </message>
    <message>
        <source>%1 takes the %L2 stones left.</source>
        <translation>남은 돌 %L2개는 %1 몫입니다.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>대전</translation>
    </message>
    <message>
        <source>&amp;Who plays:</source>
        <translation>대전 구성(&amp;W):</translation>
    </message>
    <message>
        <source>The class first, the solver second</source>
        <translation>우리 반 선공, 솔버 후공</translation>
    </message>
    <message>
        <source>The solver first, the class second</source>
        <translation>솔버 선공, 우리 반 후공</translation>
    </message>
    <message>
        <source>Team A against team B</source>
        <translation>A팀 대 B팀</translation>
    </message>
    <message>
        <source>The solver against itself</source>
        <translation>솔버끼리</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>무르기(&amp;U)</translation>
    </message>
    <message>
        <source>Takes the last move back (Ctrl+Z), with the solver&apos;s reply to it</source>
        <translation>마지막 수를 무릅니다(Ctrl+Z). 솔버의 응수도 함께 무릅니다</translation>
    </message>
    <message>
        <source>&amp;Solver&apos;s move</source>
        <translation>솔버의 수(&amp;S)</translation>
    </message>
    <message>
        <source>The solver plays a best move for the side to move, and says why</source>
        <translation>차례인 쪽의 최선의 수를 솔버가 두고 이유를 알려 줍니다</translation>
    </message>
    <message>
        <source>Play &amp;again</source>
        <translation>다시 하기(&amp;A)</translation>
    </message>
    <message>
        <source>Starts again from where this game started</source>
        <translation>이 게임을 시작한 국면부터 다시 합니다</translation>
    </message>
    <message>
        <source>Show who &amp;wins each move</source>
        <translation>각 수의 승패 표시(&amp;W)</translation>
    </message>
    <message>
        <source>Hidden at first, so that the class can guess before the tree tells</source>
        <translation>처음에는 숨겨 둡니다. 트리가 알려 주기 전에 반 전체가 예상해 볼 수 있습니다</translation>
    </message>
    <message>
        <source>Moves: %1</source>
        <translation>수: %1</translation>
    </message>
    <message>
        <source>The solver: %1.</source>
        <translation>솔버: %1.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>승리</translation>
    </message>
    <message>
        <source>draws</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>loses</source>
        <translation>패배</translation>
    </message>
    <message>
        <source>The recursion stopped trying moves here (an early exit): run with the short-circuit off to play on.</source>
        <translation>재귀가 여기서 수 시도를 중간에 멈췄습니다(조기 반환). 계속하려면 조기 종료를 끄고 실행하십시오.</translation>
    </message>
    <message>
        <source>This page&apos;s run stops at the first winning move: export it with --short-circuit off to play it here.</source>
        <translation>이 페이지의 실행은 처음 이기는 수에서 조기 종료합니다. 여기서 대전하려면 --short-circuit off로 내보내십시오.</translation>
    </message>
    <message>
        <source>The game has more than %L1 positions, too many for a page to play.</source>
        <translation>이 게임은 국면이 %L1개를 넘어 페이지에서 대전하기에는 너무 많습니다.</translation>
    </message>
    <message>
        <source>the recursion stopped trying moves at %1 (an early exit), so its other moves are unknown; run it with the short-circuit off</source>
        <translation>재귀가 %1 상태에서 수 시도를 중간에 멈춰(조기 반환) 나머지 수를 알 수 없습니다. 조기 종료를 끄고 실행하십시오</translation>
    </message>
    <message>
        <source>the program returned at %1 before trying every move (an early exit in its loop), so its other moves are unknown; let the loop try every move to play on</source>
        <translation>프로그램이 %1 상태에서 모든 수를 시도하기 전에 반환해(루프 안의 조기 반환) 나머지 수를 알 수 없습니다. 계속하려면 루프가 모든 수를 시도하게 하십시오</translation>
    </message>
    <message>
        <source>The program returned here before trying every move (an early exit in its loop), so the other moves are unknown: let the loop try every move to play on.</source>
        <translation>프로그램이 여기서 모든 수를 시도하기 전에 반환했습니다(루프 안의 조기 반환). 나머지 수는 알 수 없습니다. 계속하려면 루프가 모든 수를 시도하게 하십시오.</translation>
    </message>
</context>
<context>
    <name>gt::PlayMode</name>
    <message>
        <source>This run stopped before its end (%1), so its game is not whole.</source>
        <translation>이 실행은 끝까지 가지 못하고 멈춰(%1) 게임이 온전하지 않습니다.</translation>
    </message>
    <message>
        <source>Play needs every move of every position, and this run stops at the first winning move (the short-circuit is on).</source>
        <translation>대전하려면 모든 국면의 모든 수가 필요하지만, 이 실행은 처음 이기는 수에서 멈춥니다(조기 종료 켬).</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>대전</translation>
    </message>
    <message>
        <source>Play the &amp;Game</source>
        <translation>게임 대전(&amp;G)</translation>
    </message>
    <message>
        <source>Play the game against the solver, team against team, or watch the solver play (F9)</source>
        <translation>솔버와 대전하거나, 팀끼리 대전하거나, 솔버끼리 두는 것을 봅니다(F9)</translation>
    </message>
    <message>
        <source>Play From &amp;the Selected Call</source>
        <translation>선택한 호출부터 대전(&amp;T)</translation>
    </message>
    <message>
        <source>A new game from the position of the call selected in the tree (Shift+F9)</source>
        <translation>트리에서 선택한 호출의 국면부터 새로 대전합니다(Shift+F9)</translation>
    </message>
    <message>
        <source>&amp;Play From Here</source>
        <translation>여기서부터 대전(&amp;P)</translation>
    </message>
    <message>
        <source>A new game from the position of this call</source>
        <translation>이 호출의 국면부터 새로 대전합니다</translation>
    </message>
</context>
<context>
    <name>gt::PlayPanel</name>
    <message>
        <source>Solve a game to play it.</source>
        <translation>대전하려면 먼저 게임을 푸십시오.</translation>
    </message>
    <message>
        <source>Plays %1</source>
        <translation>%1 두기</translation>
    </message>
    <message>
        <source>&amp;Run with the short-circuit off</source>
        <translation>조기 종료 끄고 실행(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gt::PresentationMode</name>
    <message>
        <source>P&amp;resentation Mode</source>
        <translation>발표 모드(&amp;R)</translation>
    </message>
    <message>
        <source>Full screen, the tree and the narration only, high contrast (F5; Esc leaves)</source>
        <translation>전체 화면에 트리와 해설만 고대비로 표시 (F5, Esc로 나가기)</translation>
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
        <translation>N=%1, 선공</translation>
    </message>
    <message>
        <source>N=%1, second player</source>
        <translation>N=%1, 후공</translation>
    </message>
    <message>
        <source>subtract %1</source>
        <translation>%1 빼기</translation>
    </message>
    <message>
        <source>the starting number N</source>
        <translation>시작 값 N</translation>
    </message>
    <message>
        <source>Prime Number Game (yukicoder No.7)</source>
        <translation>소수 게임 (yukicoder No.7)</translation>
    </message>
    <message>
        <source>yukicoder No.7; seed article 004 (ja)</source>
        <translation>yukicoder No.7, 원문 004(일본어)</translation>
    </message>
    <message>
        <source>turn</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>first</source>
        <translation>선공</translation>
    </message>
    <message>
        <source>second</source>
        <translation>후공</translation>
    </message>
    <message>
        <source>N = 0, 1, …, %1, both turns at each</source>
        <translation>N = 0, 1, …, %1, 각 N마다 두 차례 모두</translation>
    </message>
</context>
<context>
    <name>gt::PrintActions</name>
    <message>
        <source>&amp;Print…</source>
        <translation>인쇄(&amp;P)…</translation>
    </message>
    <message>
        <source>Fitting the tree on the page…</source>
        <translation>트리를 페이지에 맞추는 중…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Printing cancelled.</source>
        <translation>인쇄를 취소했습니다.</translation>
    </message>
    <message>
        <source>The printer could not be started.</source>
        <translation>프린터를 시작할 수 없습니다.</translation>
    </message>
    <message>
        <source>Printing failed</source>
        <translation>인쇄에 실패했습니다</translation>
    </message>
    <message>
        <source>Printed the worksheet and its answer key.</source>
        <translation>학습지와 정답지를 인쇄했습니다.</translation>
    </message>
    <message>
        <source>Printed the tree on one page.</source>
        <translation>트리를 한 페이지에 인쇄했습니다.</translation>
    </message>
</context>
<context>
    <name>gt::PrintChoiceDialog</name>
    <message>
        <source>The tree at this step (%1 of %2)</source>
        <translation>이 단계의 트리 (%1 / %2)</translation>
    </message>
    <message>
        <source>The whole run</source>
        <translation>실행 전체</translation>
    </message>
    <message>
        <source>Worksheet for students</source>
        <translation>학생용 학습지</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>인쇄</translation>
    </message>
    <message>
        <source>Every value is hidden behind a box to fill in; the answer key follows on a second page.</source>
        <translation>모든 값이 채워 넣을 빈칸으로 가려집니다. 정답지는 두 번째 페이지에 있습니다.</translation>
    </message>
    <message>
        <source>The tree is fitted on the printer&apos;s page with text of at least 8 pt; what does not fit is left out, and the title says so.</source>
        <translation>트리를 프린터 용지에 8pt 이상의 글자로 맞춥니다. 들어가지 않는 부분은 생략하고 제목에 그 사실을 적습니다.</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>인쇄…</translation>
    </message>
</context>
<context>
    <name>gt::Quiz</name>
    <message>
        <source>first player</source>
        <translation>선공</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>후공</translation>
    </message>
    <message>
        <source>Call #%1 (%2): what does it return?</source>
        <translation>호출 #%1(%2): 반환값은 무엇입니까?</translation>
    </message>
    <message>
        <source>Call #%1 (%2) returns %3.</source>
        <translation>호출 #%1(%2) 반환값: %3.</translation>
    </message>
    <message>
        <source>Call #%1 (%2): how many stones does the player to move (%3) get from here?</source>
        <translation>호출 #%1(%2, %3 차례): 여기서부터 차례인 쪽은 돌을 몇 개 얻습니까?</translation>
    </message>
    <message>
        <source>From %1 the player to move (%2) gets %3: call #%4 returns %5.</source>
        <translation>%1 상태에서 차례인 %2 쪽이 돌 %3개를 얻습니다. 호출 #%4 반환값: %5.</translation>
    </message>
    <message>
        <source>Call #%1 (%2): by how much is the player to move (%3) ahead from here? (Behind: below 0.)</source>
        <translation>호출 #%1(%2, %3 차례): 여기서부터 차례인 쪽은 몇 점 앞섭니까? (뒤지면 음수)</translation>
    </message>
    <message>
        <source>From %1 (%2 to move): call #%3 returns %4.</source>
        <translation>%1 상태(%2 차례): 호출 #%3 반환값: %4.</translation>
    </message>
    <message>
        <source>Call #%1 (%2): what is its Grundy number (the mex of its moves&apos; values)?</source>
        <translation>호출 #%1(%2): 그런디 수(각 수로 가는 값들의 mex)는 얼마입니까?</translation>
    </message>
    <message>
        <source>Call #%1 (%2, %3 to move): who wins from here, or is it a draw?</source>
        <translation>호출 #%1(%2, %3 차례): 여기서부터 누가 이깁니까, 아니면 무승부입니까?</translation>
    </message>
    <message>
        <source>From %1 (%2 to move) it is a draw: call #%3 returns %4.</source>
        <translation>%1 상태(%2 차례)는 무승부입니다. 호출 #%3 반환값: %4.</translation>
    </message>
    <message>
        <source>From %1 (%2 to move) the %3 wins: call #%4 returns %5.</source>
        <translation>%1 상태(%2 차례)에서 %3 쪽이 이깁니다. 호출 #%4 반환값: %5.</translation>
    </message>
    <message>
        <source>Call #%1 (%2, %3 to move): who wins from here?</source>
        <translation>호출 #%1(%2, %3 차례): 여기서부터 누가 이깁니까?</translation>
    </message>
</context>
<context>
    <name>gt::QuizBar</name>
    <message>
        <source>&amp;Quiz Mode</source>
        <translation>퀴즈 모드(&amp;Q)</translation>
    </message>
    <message>
        <source>Pause before each return: the class guesses the value, then it is revealed (F6)</source>
        <translation>반환 직전에 멈춰 값을 예상한 뒤 공개합니다 (F6)</translation>
    </message>
    <message>
        <source>Ask at Every Return</source>
        <translation>모든 반환에서 출제</translation>
    </message>
    <message>
        <source>Ask for the Root&apos;s Moves Only</source>
        <translation>루트의 수만 출제</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2문제 중 %1문제 정답</translation>
    </message>
    <message>
        <source>Quiz: step on; the run pauses before each return to ask.</source>
        <translation>퀴즈: 단계를 진행하면 반환 직전에 멈춰 문제를 냅니다.</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>선공</translation>
    </message>
    <message>
        <source>second player</source>
        <translation>후공</translation>
    </message>
    <message>
        <source>Call #%1 (%2): how many stones does the player to move (%3) get from here?</source>
        <translation>호출 #%1(%2, %3 차례): 여기서부터 차례인 쪽은 돌을 몇 개 얻습니까?</translation>
    </message>
    <message>
        <source>Call #%1 (%2, %3 to move): who wins from here?</source>
        <translation>호출 #%1(%2, %3 차례): 여기서부터 누가 이깁니까?</translation>
    </message>
    <message>
        <source>Right: from %1 the player to move (%2) gets %3 (call #%4 returns %5).</source>
        <translation>정답입니다. %1 상태에서 차례인 %2의 몫은 돌 %3개입니다(호출 #%4 반환값: %5).</translation>
    </message>
    <message>
        <source>Not quite: from %1 the player to move (%2) gets %3 (call #%4 returns %5).</source>
        <translation>아쉽습니다. %1 상태에서 차례인 %2의 몫은 돌 %3개입니다(호출 #%4 반환값: %5).</translation>
    </message>
    <message>
        <source>Right: from %1 (%2 to move) the %3 wins (call #%4 returns %5).</source>
        <translation>정답입니다. %1 상태(%2 차례)에서는 %3의 승리입니다(호출 #%4 반환값: %5).</translation>
    </message>
    <message>
        <source>Not quite: from %1 (%2 to move) the %3 wins (call #%4 returns %5).</source>
        <translation>아쉽습니다. %1 상태(%2 차례)에서는 %3의 승리입니다(호출 #%4 반환값: %5).</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>선공</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>후공</translation>
    </message>
    <message>
        <source>Call #%1 (%2): what does it return?</source>
        <translation>호출 #%1(%2): 반환값은 무엇입니까?</translation>
    </message>
    <message>
        <source>Right: call #%1 (%2) returns %3.</source>
        <translation>정답입니다. 호출 #%1(%2)의 반환값은 %3입니다.</translation>
    </message>
    <message>
        <source>Not quite: call #%1 (%2) returns %3.</source>
        <translation>아쉽습니다. 호출 #%1(%2)의 반환값은 %3입니다.</translation>
    </message>
    <message>
        <source>Right: %1</source>
        <translation>정답입니다. %1</translation>
    </message>
    <message>
        <source>Not quite: %1</source>
        <translation>아쉽습니다. %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Type your answer first: %1.</source>
        <translation>먼저 답을 입력하십시오: %1.</translation>
    </message>
    <message>
        <source>%1 cannot be the answer: %2.</source>
        <translation>답이 될 수 없는 수입니다: %1. 답은 %2입니다.</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>정수</translation>
    </message>
    <message>
        <source>a whole number from %L1 up</source>
        <translation>%L1 이상의 정수</translation>
    </message>
    <message>
        <source>a whole number from %L1 to %L2</source>
        <translation>%L1~%L2 사이의 정수</translation>
    </message>
</context>
<context>
    <name>gt::RecentFiles</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
</context>
<context>
    <name>gt::RunLimits</name>
    <message>
        <source>too large: the run needs more than %1 calls (the call limit)</source>
        <translation>너무 큽니다: 호출이 %1회(호출 한도)을 넘습니다</translation>
    </message>
    <message>
        <source>%1; choose smaller parameters or raise --max-calls</source>
        <translation>%1. 매개변수를 줄이거나 --max-calls 값을 늘리십시오</translation>
    </message>
    <message>
        <source>%1; turn the memo on or choose smaller parameters</source>
        <translation>%1. 메모이제이션을 켜거나 매개변수를 줄이십시오</translation>
    </message>
    <message>
        <source>too large: the recursion is deeper than %1 calls</source>
        <translation>너무 큽니다: 재귀 깊이가 %1층을 넘습니다</translation>
    </message>
    <message>
        <source>too large: more than %1 calls return values beyond 32 bits</source>
        <translation>너무 큽니다: 32비트를 넘는 값을 반환하는 호출이 %1회를 넘습니다</translation>
    </message>
</context>
<context>
    <name>gt::RunStatusBar</name>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Choose a game and press Solve.</source>
        <translation>게임을 고르고 “풀기”를 누르십시오.</translation>
    </message>
    <message>
        <source>%v calls</source>
        <translation>호출 %v회</translation>
    </message>
    <message>
        <source>%L1 calls</source>
        <translation>호출 %L1회</translation>
    </message>
    <message>
        <source>Solving: %L1 calls so far…</source>
        <translation>계산 중: 지금까지 호출 %L1회…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>취소 중…</translation>
    </message>
    <message>
        <source>%1 · answer %2 · %L3 calls · %L4 memo hits · %L5 distinct states · depth %6 · %7 ms</source>
        <translation>%1 · 답 %2 · 호출 %L3회 · 메모 적중 %L4회 · 서로 다른 상태 %L5개 · 깊이 %6 · %7 ms</translation>
    </message>
    <message>
        <source>Compiling…</source>
        <translation>컴파일 중…</translation>
    </message>
    <message>
        <source>Compiling %1…</source>
        <translation>컴파일 중: %1…</translation>
    </message>
    <message>
        <source>when the root returns</source>
        <translation>루트가 반환될 때 표시</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
</context>
<context>
    <name>gt::Scene</name>
    <message>
        <source>calls not recorded</source>
        <translation>기록되지 않은 호출</translation>
    </message>
    <message>
        <source>+%1 calls</source>
        <translation>+%1회</translation>
    </message>
    <message>
        <source>not tried</source>
        <translation>시도 안 함</translation>
    </message>
    <message>
        <source>memo on</source>
        <translation>메모이제이션 켬</translation>
    </message>
    <message>
        <source>memo off</source>
        <translation>메모이제이션 끔</translation>
    </message>
    <message>
        <source>short-circuit on</source>
        <translation>조기 종료 켬</translation>
    </message>
    <message>
        <source>short-circuit off</source>
        <translation>조기 종료 끔</translation>
    </message>
    <message>
        <source>call tree</source>
        <translation>호출 트리</translation>
    </message>
    <message>
        <source>state graph: one node per state</source>
        <translation>상태 그래프: 상태마다 노드 하나</translation>
    </message>
    <message>
        <source>answer: %1 · %2 calls · %3 memo hits</source>
        <translation>답: %1 · 호출 %2회 · 메모 적중 %3회</translation>
    </message>
    <message>
        <source>%1 calls (%2%) in repeated subtrees</source>
        <translation>반복된 부분 트리에 호출 %1회 (%2%)</translation>
    </message>
    <message>
        <source>drawn: depth 0 to %1, %2 of %3 recorded calls; each “+N calls” node stands for a subtree</source>
        <translation>그린 범위: 깊이 0~%1, 기록된 호출 %3회 중 %2회. 각 “+N회” 노드는 부분 트리 하나</translation>
    </message>
    <message>
        <source>recording stopped after %1 calls (the recording limit); the counts are exact</source>
        <translation>호출 %1회에서 기록 중지(기록 한도), 횟수는 정확함</translation>
    </message>
    <message>
        <source>call #%1 starts: %2</source>
        <translation>호출 #%1 시작: %2</translation>
    </message>
    <message>
        <source>call #%1 returns %2</source>
        <translation>호출 #%1 반환값: %2</translation>
    </message>
    <message>
        <source>step %1 of %2: %3</source>
        <translation>단계 %1 / %2 — %3</translation>
    </message>
    <message>
        <source>answered before any recursive call</source>
        <translation>재귀 호출 전에 답이 정해짐</translation>
    </message>
    <message>
        <source>first player to move (OR)</source>
        <translation>선공 차례 (OR)</translation>
    </message>
    <message>
        <source>second player to move (AND)</source>
        <translation>후공 차례 (AND)</translation>
    </message>
    <message>
        <source>call #%1 · depth %2</source>
        <translation>호출 #%1 · 깊이 %2</translation>
    </message>
    <message>
        <source>reached by: %1</source>
        <translation>도달한 수: %1</translation>
    </message>
    <message>
        <source>running: not returned yet</source>
        <translation>실행 중: 아직 반환 안 함</translation>
    </message>
    <message>
        <source>returns %1</source>
        <translation>반환값: %1</translation>
    </message>
    <message>
        <source>base case</source>
        <translation>기저 사례</translation>
    </message>
    <message>
        <source>answered from the memo: computed by call #%1</source>
        <translation>메모에 저장된 값을 반환함: 계산한 호출은 #%1</translation>
    </message>
    <message>
        <source>takes every remaining pile</source>
        <translation>남은 더미를 모두 가져감</translation>
    </message>
    <message>
        <source>computed from its children: %1 moves tried</source>
        <translation>하위 호출로 계산: 수 %1개 시도</translation>
    </message>
    <message>
        <source>stopped early: the deciding move was found</source>
        <translation>조기 종료: 승부를 결정하는 수를 찾음</translation>
    </message>
    <message>
        <source>repeats call #%1 (same state)</source>
        <translation>호출 #%1의 반복 (같은 상태)</translation>
    </message>
    <message>
        <source>the first player gets at least half of the %1 stones left</source>
        <translation>남은 돌 %1개 중 절반 이상을 선공이 얻음</translation>
    </message>
    <message>
        <source>the second player gets at least half of the %1 stones left</source>
        <translation>남은 돌 %1개 중 절반 이상을 후공이 얻음</translation>
    </message>
    <message>
        <source>the first player wins from here</source>
        <translation>여기서부터 선공 필승</translation>
    </message>
    <message>
        <source>the second player wins from here</source>
        <translation>여기서부터 후공 필승</translation>
    </message>
    <message>
        <source>reached by %1 calls</source>
        <translation>호출 %1회가 도달</translation>
    </message>
    <message>
        <source>calls below call #%1 were past the recording limit</source>
        <translation>호출 #%1 아래는 기록 한도를 넘음</translation>
    </message>
    <message>
        <source>%1 calls below call #%2 are not drawn</source>
        <translation>호출 #%2 아래의 호출 %1회는 그리지 않았습니다</translation>
    </message>
    <message>
        <source>%1: not tried, the short-circuit had already decided call #%2</source>
        <translation>%1: 시도 안 함. 조기 종료로 호출 #%2의 값이 이미 정해짐</translation>
    </message>
    <message>
        <source>memo</source>
        <translation>메모</translation>
    </message>
    <message>
        <source>takes all</source>
        <translation>모두 가져감</translation>
    </message>
    <message>
        <source>first player gets at least half</source>
        <translation>선공이 절반 이상을 얻음</translation>
    </message>
    <message>
        <source>first player wins</source>
        <translation>선공 필승</translation>
    </message>
    <message>
        <source>second player gets at least half</source>
        <translation>후공이 절반 이상을 얻음</translation>
    </message>
    <message>
        <source>second player wins</source>
        <translation>후공 필승</translation>
    </message>
    <message>
        <source>answered from the memo (dashed arrow: where it was computed)</source>
        <translation>메모에 저장된 값을 반환함 (점선 화살표: 계산한 호출)</translation>
    </message>
    <message>
        <source>answered from the memo</source>
        <translation>메모에 저장된 값을 반환함</translation>
    </message>
    <message>
        <source>2M covers every pile left: takes them all (not stored)</source>
        <translation>2M개 이내로 남은 더미를 모두 가져갈 수 있음 (저장 안 함)</translation>
    </message>
    <message>
        <source>repeated subtree: this state was computed before</source>
        <translation>반복된 부분 트리: 이 상태는 이미 계산됨</translation>
    </message>
    <message>
        <source>subtree not drawn</source>
        <translation>그리지 않은 부분 트리</translation>
    </message>
    <message>
        <source>×k: a state reached by k calls</source>
        <translation>×k: 호출 k회가 도달한 상태</translation>
    </message>
    <message>
        <source>move not tried (short-circuit)</source>
        <translation>시도하지 않은 수 (조기 종료)</translation>
    </message>
    <message>
        <source>current call</source>
        <translation>현재 호출</translation>
    </message>
    <message>
        <source>not returned yet</source>
        <translation>아직 반환 안 함</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>+%1 moves</source>
        <translation>수 %1개 더</translation>
    </message>
    <message>
        <source>%1 more moves of call #%2 (%3 … %4) made %5 calls; they are not drawn</source>
        <translation>호출 #%2의 나머지 수 %1개(%3 … %4)에서 호출이 %5회 일어났습니다. 이 호출들은 그리지 않았습니다</translation>
    </message>
    <message>
        <source>%1 moves not drawn stand in “+k moves” nodes, which name the first and the last</source>
        <translation>그리지 않은 수 %1개는 “수 k개 더” 노드로 묶었고, 노드에 첫 수와 마지막 수를 적었습니다</translation>
    </message>
    <message>
        <source>moves not drawn (“+k moves”)</source>
        <translation>그리지 않은 수 (“수 k개 더”)</translation>
    </message>
    <message>
        <source>line of best play</source>
        <translation>최선의 수순</translation>
    </message>
    <message>
        <source>best move elsewhere</source>
        <translation>다른 국면의 최선의 수</translation>
    </message>
    <message>
        <source>winning move elsewhere</source>
        <translation>다른 국면의 이기는 수</translation>
    </message>
    <message>
        <source>+1 move</source>
        <translation>수 1개 더</translation>
    </message>
    <message>
        <source>%1: %2 calls</source>
        <translation>%1: 호출 %2회</translation>
    </message>
    <message>
        <source>%1: %2 calls, %3 from the memo</source>
        <translation>%1: 호출 %2회, 그중 메모 적중 %3회</translation>
    </message>
    <message>
        <source>%1 of them drawn; “+N calls” stands for the rest</source>
        <translation>그중 %1회를 그림. 나머지는 “+N회” 노드</translation>
    </message>
    <message>
        <source>%1 calls vs %2 calls</source>
        <translation>호출 %1회 대 %2회</translation>
    </message>
    <message>
        <source>%1 calls vs %2 calls: %3 saved by the memo</source>
        <translation>호출 %1회 대 %2회: 메모이제이션으로 %3회 절약</translation>
    </message>
    <message>
        <source>%1 calls vs %2 calls: %3 saved by the short-circuit</source>
        <translation>호출 %1회 대 %2회: 조기 종료로 %3회 절약</translation>
    </message>
    <message>
        <source>the first player gets at least half of what is left (%1)</source>
        <translation>남은 몫(%1) 중 절반 이상을 선공이 얻음</translation>
    </message>
    <message>
        <source>the second player gets at least half of what is left (%1)</source>
        <translation>남은 몫(%1) 중 절반 이상을 후공이 얻음</translation>
    </message>
    <message>
        <source>the first player&apos;s score is 0 or more</source>
        <translation>선공 점수가 0 이상</translation>
    </message>
    <message>
        <source>the first player&apos;s score is below 0</source>
        <translation>선공 점수가 0 미만</translation>
    </message>
    <message>
        <source>first player&apos;s score 0 or more</source>
        <translation>선공 점수 0 이상</translation>
    </message>
    <message>
        <source>first player&apos;s score below 0</source>
        <translation>선공 점수 0 미만</translation>
    </message>
    <message>
        <source>a call</source>
        <translation>호출</translation>
    </message>
    <message>
        <source>%1 calls above</source>
        <translation>위로 호출 %1회</translation>
    </message>
    <message>
        <source>the %1 calls from the root to the caller of call #%2 are not drawn: the call stack lists them</source>
        <translation>루트부터 호출 #%2의 호출자까지 %1회의 호출은 그리지 않았습니다. 호출 스택에 나와 있습니다</translation>
    </message>
    <message>
        <source>%1 = %2: the smallest number not among its moves&apos; values</source>
        <translation>%1 = %2: 각 수로 가는 값들에 없는 가장 작은 정수</translation>
    </message>
    <message>
        <source>a tie from here</source>
        <translation>여기서부터 무승부</translation>
    </message>
    <message>
        <source>the first player is ahead from here</source>
        <translation>여기서부터 선공이 앞섬</translation>
    </message>
    <message>
        <source>the second player is ahead from here</source>
        <translation>여기서부터 후공이 앞섬</translation>
    </message>
    <message>
        <source>a draw from here</source>
        <translation>여기서부터 무승부</translation>
    </message>
    <message>
        <source>first player ahead</source>
        <translation>선공 앞섬</translation>
    </message>
    <message>
        <source>second player ahead</source>
        <translation>후공 앞섬</translation>
    </message>
    <message>
        <source>a tie</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>+1 call</source>
        <translation>+1회</translation>
    </message>
    <message>
        <source>1 call above</source>
        <translation>위로 호출 1회</translation>
    </message>
    <message>
        <source>answer: when the root returns · %1 calls · %2 memo hits</source>
        <translation>답: 루트가 반환될 때 표시 · 호출 %1회 · 메모 적중 %2회</translation>
    </message>
    <message>
        <source>first computed here: the same subtree is computed again later</source>
        <translation>처음 계산한 곳: 같은 부분 트리를 나중에 다시 계산함</translation>
    </message>
    <message>
        <source>%1 calls · %2 memo hits</source>
        <translation>호출 %1회 · 메모 적중 %2회</translation>
    </message>
    <message>
        <source>answer:</source>
        <translation>답:</translation>
    </message>
    <message>
        <source>%1 moves not drawn stand in “+k moves” nodes</source>
        <translation>그리지 않은 수 %1개는 “수 k개 더” 노드로 묶었습니다</translation>
    </message>
    <message>
        <source>… 1 more line</source>
        <translation>… 1줄 더</translation>
    </message>
    <message>
        <source>… %1 more lines</source>
        <translation>… %1줄 더</translation>
    </message>
    <message>
        <source>the game played (ringed: the position reached)</source>
        <translation>대전의 수순(동그라미: 지금 국면)</translation>
    </message>
    <message>
        <source>who wins is hidden</source>
        <translation>승패는 숨겨져 있습니다</translation>
    </message>
</context>
<context>
    <name>gt::Session</name>
    <message>
        <source>not a Game Tree Studio session: the JSON is broken at byte %1 (%2)</source>
        <translation>게임 트리 스튜디오 세션이 아닙니다: JSON이 %1번째 바이트에서 깨져 있습니다 (%2)</translation>
    </message>
    <message>
        <source>not a Game Tree Studio session: &quot;format&quot; is not &quot;%1&quot;</source>
        <translation>게임 트리 스튜디오 세션이 아닙니다: &quot;format&quot; 값이 &quot;%1&quot; 형식과 다릅니다</translation>
    </message>
    <message>
        <source>this session was written by another version (format %1); this version reads format %2</source>
        <translation>이 세션은 다른 버전에서 작성되었습니다 (형식 %1). 이 버전이 읽을 수 있는 형식은 %2입니다</translation>
    </message>
    <message>
        <source>the session&apos;s parameter &quot;%1&quot; is not text</source>
        <translation>세션의 매개변수 &quot;%1&quot; 값이 문자열이 아닙니다</translation>
    </message>
    <message>
        <source>the session&apos;s game cannot be opened: %1</source>
        <translation>세션의 게임을 열 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;memo&quot; and &quot;shortCircuit&quot; must be true or false</source>
        <translation>세션의 &quot;memo&quot;와 &quot;shortCircuit&quot;은 true 또는 false여야 합니다</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 파일을 열 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 was not opened: %2</source>
        <translation>%1 파일을 열지 않았습니다: %2</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; must have a &quot;file&quot; name and a non-empty &quot;text&quot;</source>
        <translation>세션의 &quot;code&quot;에는 &quot;file&quot;(파일 이름)과 비어 있지 않은 &quot;text&quot;가 있어야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;version&quot; must be a number; this version reads format %1</source>
        <translation>세션의 &quot;version&quot; 값은 숫자여야 합니다. 이 버전이 읽는 형식: %1</translation>
    </message>
    <message>
        <source>the session&apos;s %1 is %2 characters long; at most %3 are allowed</source>
        <translation>세션의 %1 길이: %2자. 최대 %3자까지 허용됩니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;game&quot; must be a game&apos;s name</source>
        <translation>세션의 &quot;game&quot; 값은 게임 이름이어야 합니다</translation>
    </message>
    <message>
        <source>parameter name</source>
        <translation>매개변수 이름</translation>
    </message>
    <message>
        <source>parameter &quot;%1&quot;</source>
        <translation>매개변수 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;step&quot; must be a whole number from 0 to %1</source>
        <translation>세션의 &quot;step&quot; 값은 0부터 %1까지의 정수여야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;palette&quot; must be a palette&apos;s name</source>
        <translation>세션의 &quot;palette&quot; 값은 색 구성의 이름이어야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;zoom&quot; must be a number from 0 (fit the window) to %1</source>
        <translation>세션의 &quot;zoom&quot; 값은 0(창에 맞춤)부터 %1까지의 값이어야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;values&quot; must be one of %1</source>
        <translation>세션의 &quot;code&quot;의 &quot;values&quot;는 %1 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;input&quot; must be text (the program&apos;s standard input)</source>
        <translation>세션의 &quot;code&quot; &quot;input&quot;은 문자열(프로그램의 표준 입력)이어야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;call&quot; must be text, a method call such as stoneGameII({2,7,9,4,4})</source>
        <translation>세션의 &quot;code&quot; &quot;call&quot;은 stoneGameII({2,7,9,4,4}) 같은 메서드 호출 문자열이어야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;trace&quot; must be a list of function names</source>
        <translation>세션의 &quot;code&quot; &quot;trace&quot;는 함수 이름 목록이어야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;root&quot; must be a whole number from 1 to %1 (the top-level call drawn)</source>
        <translation>세션의 &quot;code&quot; &quot;root&quot;는 1부터 %1까지의 정수(그릴 최상위 호출)여야 합니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;view&quot; must be &quot;tree&quot;, &quot;dag&quot; or &quot;table&quot;</source>
        <translation>세션의 &quot;view&quot;는 &quot;tree&quot;, &quot;dag&quot;, &quot;table&quot; 중 하나여야 합니다</translation>
    </message>
    <message>
        <source>Cannot write %1: the session would be %2 MiB, more than the %L3 MiB a session can be; the code or its standard input is too long</source>
        <translation>%1에 쓸 수 없습니다. 세션이 %2 MiB가 되어 세션 상한 %L3 MiB를 넘습니다. 코드나 표준 입력이 너무 깁니다</translation>
    </message>
    <message>
        <source>the session&apos;s &quot;code&quot; &quot;language&quot; must be &quot;cpp&quot; or &quot;python&quot;</source>
        <translation>세션의 &quot;code&quot; &quot;language&quot;는 &quot;cpp&quot; 또는 &quot;python&quot;이어야 합니다</translation>
    </message>
</context>
<context>
    <name>gt::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>키보드 단축키</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>발표 모드 끝내기</translation>
    </message>
    <message>
        <source>Larger or smaller text in presentation mode</source>
        <translation>발표 모드에서 글자 크게·작게</translation>
    </message>
    <message>
        <source>Zoom the tree</source>
        <translation>트리 확대·축소</translation>
    </message>
    <message>
        <source>Mouse wheel</source>
        <translation>마우스 휠</translation>
    </message>
    <message>
        <source>Move the tree</source>
        <translation>트리 이동</translation>
    </message>
    <message>
        <source>Drag with the mouse</source>
        <translation>마우스로 끌기</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>동작</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>키</translation>
    </message>
</context>
<context>
    <name>gt::SlideStepsDialog</name>
    <message>
        <source>Every</source>
        <translation>일정 간격:</translation>
    </message>
    <message>
        <source>These steps:</source>
        <translation>지정한 단계:</translation>
    </message>
    <message>
        <source>Export Slide Deck</source>
        <translation>슬라이드 내보내기</translation>
    </message>
    <message>
        <source> steps</source>
        <translation>단계마다</translation>
    </message>
    <message>
        <source>The run has %1 steps. Which become slides?</source>
        <translation>이 실행은 모두 %1단계입니다. 어떤 단계를 슬라이드로 만들겠습니까?</translation>
    </message>
    <message>
        <source>Type the steps, separated by commas, e.g. 1,20,36.</source>
        <translation>단계를 쉼표로 구분해 입력하십시오 (예: 1,20,36).</translation>
    </message>
    <message>
        <source>Slides: %1</source>
        <translation>슬라이드: %1장</translation>
    </message>
    <message>
        <source>step</source>
        <translation>매 단계</translation>
    </message>
    <message>
        <source>list fewer steps, or choose Every</source>
        <translation>단계를 줄이거나 “일정 간격”을 고르십시오</translation>
    </message>
    <message>
        <source>choose more steps between slides</source>
        <translation>슬라이드 사이 간격을 넓히십시오</translation>
    </message>
</context>
<context>
    <name>gt::Slides</name>
    <message>
        <source>Call stack</source>
        <translation>호출 스택</translation>
    </message>
    <message>
        <source>(empty: the root has returned)</source>
        <translation>(비어 있음: 루트가 반환함)</translation>
    </message>
    <message>
        <source>no steps to put on slides: the answer is known before any call</source>
        <translation>슬라이드로 만들 단계가 없습니다: 호출 전에 답이 정해집니다</translation>
    </message>
    <message>
        <source>… %L1 more calls …</source>
        <translation>… 호출 %L1회 더 …</translation>
    </message>
    <message>
        <source>-o %1: a deck is a PDF (a name ending in .pdf) or a folder of SVGs (a name ending in /, or a folder that exists)</source>
        <translation>-o %1: 슬라이드는 PDF(.pdf로 끝나는 이름) 또는 SVG 폴더(/로 끝나는 이름이나 이미 있는 폴더)에 씁니다</translation>
    </message>
    <message>
        <source>-o %1: a file of that name exists, so the slides&apos; folder cannot be made there</source>
        <translation>-o %1: 같은 이름의 파일이 있어서 슬라이드 폴더를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>-o %1: the folder cannot be written to</source>
        <translation>-o %1: 이 폴더에는 쓸 수 없습니다</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be finished</source>
        <translation>%1에 쓸 수 없습니다: PDF를 마무리하지 못했습니다</translation>
    </message>
    <message>
        <source>cannot write %1: the PDF could not be started</source>
        <translation>%1에 쓸 수 없습니다: PDF를 시작하지 못했습니다</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a step of this run; allowed: 1 to %2</source>
        <translation>&apos;%1&apos; 값은 이 실행의 단계가 아닙니다. 허용 범위: 1~%2</translation>
    </message>
    <message>
        <source>%L1 slides is too many (at most %L2)</source>
        <translation>슬라이드 %L1장은 너무 많습니다 (최대 %L2장)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>a problem; what to do</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an option: its problem</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>step %1 comes after step %2; list the steps in increasing order, each once</source>
        <translation>단계의 순서가 거꾸로입니다(%2 다음에 %1). 단계는 작은 순서대로 한 번씩만 나열하십시오</translation>
    </message>
</context>
<context>
    <name>gt::SolveJob</name>
    <message>
        <source>cancelled</source>
        <translation>취소됨</translation>
    </message>
    <message>
        <source>it did not compile: %1</source>
        <translation>컴파일하지 못했습니다: %1</translation>
    </message>
</context>
<context>
    <name>gt::SourcePanel</name>
    <message>
        <source>Solver source</source>
        <translation>솔버 소스 코드</translation>
    </message>
    <message>
        <source>The solver&apos;s source is not embedded in this build.</source>
        <translation>이 빌드에는 솔버 소스가 포함되어 있지 않습니다.</translation>
    </message>
</context>
<context>
    <name>gt::StepControls</name>
    <message>
        <source>%1 ms/step</source>
        <translation>%1 ms/단계</translation>
    </message>
    <message>
        <source>&amp;First Step</source>
        <translation>첫 단계(&amp;F)</translation>
    </message>
    <message>
        <source>Step &amp;Back</source>
        <translation>한 단계 뒤로(&amp;B)</translation>
    </message>
    <message>
        <source>Step &amp;Into</source>
        <translation>한 단계 실행(&amp;I)</translation>
    </message>
    <message>
        <source>Step &amp;Over</source>
        <translation>호출 단위 실행(&amp;O)</translation>
    </message>
    <message>
        <source>Step O&amp;ut</source>
        <translation>호출 나가기(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Last Step</source>
        <translation>마지막 단계(&amp;L)</translation>
    </message>
    <message>
        <source>Step back: the previous event (Left, Page Up)</source>
        <translation>한 단계 뒤로: 이전 이벤트로 (←, Page Up)</translation>
    </message>
    <message>
        <source>Play speed: 25 ms to 2 s per step</source>
        <translation>재생 속도: 단계당 25 ms ~ 2 s</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>재생 속도</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>일시 정지(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>재생(&amp;P)</translation>
    </message>
    <message>
        <source>Step into: the next event (Right, Page Down, F11)</source>
        <translation>한 단계 실행: 다음 이벤트로 (→, Page Down, F11)</translation>
    </message>
    <message>
        <source>Step over: finish the call about to start (Down, F10)</source>
        <translation>호출 단위 실행: 곧 시작할 호출을 끝까지 실행 (↓, F10)</translation>
    </message>
    <message>
        <source>Step out: return from the current call (Up, Shift+F11)</source>
        <translation>호출 나가기: 현재 호출이 반환할 때까지 실행 (↑, Shift+F11)</translation>
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
        <translation>각 더미의 돌 개수 (순서대로)</translation>
    </message>
    <message>
        <source>Stone Game II</source>
        <translation>스톤 게임 II</translation>
    </message>
    <message>
        <source>LeetCode 1140; seed article 002 (ja)</source>
        <translation>LeetCode 1140, 원문 002(일본어)</translation>
    </message>
    <message>
        <source>i = %1, …, 0; M = 1, …, %2 at each</source>
        <translation>i = %1, …, 0, 각 i마다 M = 1, …, %2</translation>
    </message>
</context>
<context>
    <name>gt::Stones</name>
    <message>
        <source>N=%1, moves {%2}</source>
        <translation>N=%1, 수 {%2}</translation>
    </message>
    <message>
        <source>n=%1</source>
        <translation>n=%1</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>%1개 가져가기</translation>
    </message>
    <message>
        <source>stones in the pile</source>
        <translation>더미의 돌 개수</translation>
    </message>
    <message>
        <source>how many stones a move may remove</source>
        <translation>한 번에 가져갈 수 있는 돌 개수</translation>
    </message>
    <message>
        <source>strictly increasing, the first is 1, the last at most N</source>
        <translation>순증가, 첫 값은 1, 마지막 값은 N 이하</translation>
    </message>
    <message>
        <source>--moves: the first move must be 1 (got %1 in &apos;%2&apos;); allowed: %3</source>
        <translation>--moves: 첫 수는 1이어야 합니다 (&apos;%2&apos;의 첫 값은 %1). 허용 범위: %3</translation>
    </message>
    <message>
        <source>--moves: must be strictly increasing, but item %1 (%2) follows %3; allowed: %4</source>
        <translation>--moves: 순증가여야 하지만 %1번째 항목(%2)이 %3 뒤에 있습니다. 허용 범위: %4</translation>
    </message>
    <message>
        <source>--moves: the last move %1 is more than N=%2; allowed: %3</source>
        <translation>--moves: 마지막 수(%1)가 N=%2보다 큽니다. 허용 범위: %3</translation>
    </message>
    <message>
        <source>Stones (AtCoder ABC 270 D)</source>
        <translation>Stones (AtCoder ABC 270 D)</translation>
    </message>
    <message>
        <source>AtCoder ABC 270 D; seed article 003 (ja)</source>
        <translation>AtCoder ABC 270 D, 원문 003(일본어)</translation>
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
        <translation>세션 열기</translation>
    </message>
    <message>
        <source>Game Tree sessions (*.gtree)</source>
        <translation>게임 트리 스튜디오 세션 (*.gtree)</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>세션 저장</translation>
    </message>
    <message>
        <source>About Game Tree Studio</source>
        <translation>게임 트리 스튜디오 정보</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Game Tree Studio&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;Makes the recursion of game solvers visible: every call of a memoized solver as a node of the AND/OR game tree, stepped through like a debugger.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (GNU LGPL version 3) and Graphviz (Eclipse Public License 2.0); the source of both is at qt.io and graphviz.org.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;게임 트리 스튜디오&lt;/b&gt; %1&lt;/p&gt;&lt;p&gt;게임 솔버의 재귀를 눈으로 볼 수 있게 합니다. 메모이제이션 솔버의 호출 하나하나를 AND/OR 게임 트리의 노드로 그리고, 디버거처럼 한 단계씩 따라갑니다.&lt;/p&gt;&lt;p&gt;Qt %2(GNU LGPL 버전 3) 및 Graphviz(Eclipse Public License 2.0)로 만들었습니다. 두 프로그램의 소스 코드는 qt.io와 graphviz.org에서 볼 수 있습니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Open Session…</source>
        <translation>세션 열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Session…</source>
        <translation>세션 저장(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>실제 크기(&amp;A)</translation>
    </message>
    <message>
        <source>Show &amp;Current Call</source>
        <translation>현재 호출 보기(&amp;C)</translation>
    </message>
    <message>
        <source>Collaps&amp;e Below Selected Call</source>
        <translation>선택한 호출 아래 접기(&amp;E)</translation>
    </message>
    <message>
        <source>Expand the Line of &amp;Best Play Only</source>
        <translation>최선의 수순만 펼치기(&amp;B)</translation>
    </message>
    <message>
        <source>State &amp;Graph</source>
        <translation>상태 그래프(&amp;G)</translation>
    </message>
    <message>
        <source>One node per state, in place of the call tree (F7 switches back)</source>
        <translation>호출 트리 대신 상태마다 노드 하나인 그래프 (F7로 돌아갑니다)</translation>
    </message>
    <message>
        <source>&amp;Solve</source>
        <translation>풀기(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>취소(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>키보드 단축키(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Game Tree Studio</source>
        <translation>게임 트리 스튜디오 정보(&amp;A)</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>기본</translation>
    </message>
    <message>
        <source>Colour-blind safe (Okabe-Ito)</source>
        <translation>색각 이상 배려 (Okabe-Ito)</translation>
    </message>
    <message>
        <source>Print (black and white)</source>
        <translation>인쇄용 (흑백)</translation>
    </message>
    <message>
        <source>High contrast (projector)</source>
        <translation>고대비 (프로젝터용)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Palette</source>
        <translation>색 구성(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>실행(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>사용 안내(&amp;U)</translation>
    </message>
    <message>
        <source>Inclu&amp;de Folders…</source>
        <translation>인클루드 폴더(&amp;D)…</translation>
    </message>
    <message>
        <source>Where #include &lt;...&gt; in your own code also looks (-I)</source>
        <translation>내 코드의 #include &lt;...&gt;가 더 찾아볼 위치(-I)</translation>
    </message>
    <message>
        <source>&amp;DP Table</source>
        <translation>DP 표(&amp;D)</translation>
    </message>
    <message>
        <source>The memo as the DP table it is, filling as the run steps (F8 switches back)</source>
        <translation>메모를 DP 표로 보여 주며 단계마다 채워집니다(F8로 돌아갑니다)</translation>
    </message>
</context>
<context>
    <name>gt::StudioDocks</name>
    <message>
        <source>Game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>범례</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>호출 스택</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>상세 정보</translation>
    </message>
    <message>
        <source>Solver source</source>
        <translation>솔버 소스 코드</translation>
    </message>
    <message>
        <source>Memo table: off in this run</source>
        <translation>메모 표: 이번 실행에서는 메모이제이션 끔</translation>
    </message>
    <message>
        <source>Memo table: 1 entry</source>
        <translation>메모 표: 항목 1개</translation>
    </message>
    <message>
        <source>Memo table: %L1 entries</source>
        <translation>메모 표: 항목 %L1개</translation>
    </message>
    <message>
        <source>Every call (icicle)</source>
        <translation>모든 호출 (아이시클)</translation>
    </message>
    <message>
        <source>Your code: %1</source>
        <translation>내 코드: %1</translation>
    </message>
    <message>
        <source>Memo table</source>
        <translation>메모 표</translation>
    </message>
</context>
<context>
    <name>gt::StudioSettings</name>
    <message>
        <source>The settings could not be saved to %1: the disk may be full or the file read-only. The settings saved before are kept.</source>
        <translation>설정을 %1에 저장하지 못했습니다. 디스크가 가득 찼거나 파일이 읽기 전용일 수 있습니다. 전에 저장한 설정은 그대로 남아 있습니다.</translation>
    </message>
</context>
<context>
    <name>gt::TableScene</name>
    <message>
        <source>%1 used</source>
        <translation>%1개 사용</translation>
    </message>
    <message>
        <source>%1 · %2 as a table</source>
        <translation>%1 · 표로 본 %2</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>값 %1</translation>
    </message>
    <message>
        <source>stored by call #%1, entry %2 of the run</source>
        <translation>저장한 호출: #%1 (실행 중 %2번째 저장)</translation>
    </message>
    <message>
        <source>never stored: the recursion does not need it</source>
        <translation>저장되지 않음: 재귀에 필요 없는 칸</translation>
    </message>
    <message>
        <source>stored later, by call #%1</source>
        <translation>나중에 저장됨: 호출 #%1</translation>
    </message>
    <message>
        <source>bottom-up: cell %1 of %2</source>
        <translation>바텀업: %2칸 중 %1번째</translation>
    </message>
    <message>
        <source>read by a memo answer at this step</source>
        <translation>이 단계에서 메모로 읽은 칸</translation>
    </message>
    <message>
        <source>The recursion stored %1 of %2 cells by this step (%3 in the whole run).</source>
        <translation>이 단계까지 재귀가 저장한 칸: %2칸 중 %1칸(전체 실행에서는 %3칸).</translation>
    </message>
    <message>
        <source>A bottom-up loop (%1) computes %2.</source>
        <translation>바텀업 반복문(%1)이 계산하는 칸: %2칸.</translation>
    </message>
    <message>
        <source>A cell&apos;s number: when the recursion stored it.</source>
        <translation>칸의 번호: 재귀가 그 칸을 저장한 순서.</translation>
    </message>
    <message>
        <source>A cell&apos;s number: when the bottom-up loop fills it.</source>
        <translation>칸의 번호: 바텀업 반복문이 그 칸을 채우는 순서.</translation>
    </message>
    <message>
        <source>Each box sums the cells under it; the stronger its colour, the more of them are stored.</source>
        <translation>각 상자는 그 범위의 칸을 합친 것으로, 색이 진할수록 더 많은 칸이 저장되었습니다.</translation>
    </message>
    <message>
        <source>%1: cells %2 to %3</source>
        <translation>%1: 칸 %2~%3</translation>
    </message>
    <message>
        <source>%1
%2 of %3 stored by this step (first player wins %4, second %5)</source>
        <translation>%1
이 단계까지 %3칸 중 %2칸 저장(선공 승 %4, 후공 승 %5)</translation>
    </message>
    <message>
        <source>step %L1 of %L2</source>
        <translation>단계 %L1 / %L2</translation>
    </message>
    <message>
        <source>%1: no call reached it</source>
        <translation>%1: 도달한 호출이 없습니다</translation>
    </message>
</context>
<context>
    <name>gt::TimelineSlider</name>
    <message>
        <source>Step through the run; green marks: memo answers</source>
        <translation>실행을 따라갑니다. 초록 표시: 메모 적중</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
</context>
<context>
    <name>gt::TreeNavigator</name>
    <message>
        <source>Call #%1 computed this state; it is below a cut: open the “+N calls” node above it.</source>
        <translation>이 상태를 계산한 호출은 #%1입니다. 생략된 부분 안에 있으니 위의 “+N회” 노드를 펼치십시오.</translation>
    </message>
    <message>
        <source>The calls below call #%1 were past the recording limit: they were counted, not recorded.</source>
        <translation>호출 #%1 아래는 기록 한도를 넘었습니다: 세었지만 기록하지 않았습니다.</translation>
    </message>
</context>
<context>
    <name>gt::TreeView</name>
    <message>
        <source>Game tree</source>
        <translation>게임 트리</translation>
    </message>
</context>
<context>
    <name>gt::UserCode</name>
    <message>
        <source>internal error: the embedded runtime file %1 is missing</source>
        <translation>내부 오류: 내장 런타임 파일을 찾을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>no C++ compiler found (c++ or g++): install the Debian package g++ (sudo apt-get install g++)</source>
        <translation>C++ 컴파일러(c++ 또는 g++)를 찾을 수 없습니다: Debian 패키지 g++를 설치하십시오 (sudo apt-get install g++)</translation>
    </message>
    <message>
        <source>the compiler took more than %1 s; the file is not compiled</source>
        <translation>컴파일러가 %1초를 넘겼습니다. 파일은 컴파일되지 않았습니다</translation>
    </message>
    <message>
        <source>cannot write to the cache folder %1</source>
        <translation>캐시 폴더에 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 (tried %2)</source>
        <translation>%1 (시도한 표준: %2)</translation>
    </message>
    <message>
        <source>%1: no GT_GAME(run) { ... } in the file: the program has no entry point</source>
        <translation>%1: 파일에 GT_GAME(run) { ... } 부분이 없어 프로그램의 시작점이 없습니다</translation>
    </message>
    <message>
        <source>after %L1 calls</source>
        <translation>호출 %L1회 뒤</translation>
    </message>
    <message>
        <source>after %L1 calls; the deepest call is #%L2 %3</source>
        <translation>호출 %L1회 뒤, 가장 깊은 호출: #%L2 %3</translation>
    </message>
    <message>
        <source>%1: the call %2 was ended by an exception that the program caught; a call returns through call.base, call.memo or call.value</source>
        <translation>%1: 호출 %2 상태가 프로그램 안에서 잡힌 예외로 끝났습니다. 호출은 call.base, call.memo, call.value 중 하나로 반환해야 합니다</translation>
    </message>
    <message>
        <source>%1: the call %2 ended without call.base, call.memo or call.value</source>
        <translation>%1: 호출 %2 상태가 call.base, call.memo, call.value 없이 끝났습니다</translation>
    </message>
    <message>
        <source>%1: the call %2 returned a second time; return once, through call.base, call.memo or call.value</source>
        <translation>%1: 호출 %2 상태가 두 번째로 반환했습니다. call.base, call.memo, call.value 중 하나로 한 번만 반환하십시오</translation>
    </message>
    <message>
        <source>%1: a call was made after its caller %2 had returned; return last</source>
        <translation>%1: 호출한 쪽 %2 상태가 반환한 뒤에 호출이 일어났습니다. 반환은 마지막에 하십시오</translation>
    </message>
    <message>
        <source>%1: a second recursion started: the tree has one root, so make one top-level call</source>
        <translation>%1: 두 번째 재귀가 시작되었습니다. 트리의 루트는 하나이므로 최상위 호출은 한 번만 하십시오</translation>
    </message>
    <message>
        <source>%1: the value %2 does not fit in 32 bits</source>
        <translation>%1: 32비트에 들어가지 않는 값입니다: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the program threw an exception %1</source>
        <translation>프로그램이 예외를 던졌습니다: %1</translation>
    </message>
    <message>
        <source>the program threw an exception (%1) %2</source>
        <translation>프로그램이 예외를 던졌습니다 (%1): %2</translation>
    </message>
    <message>
        <source>the program ran out of memory (--memory-limit %L1 MiB) %2</source>
        <translation>프로그램의 메모리가 부족합니다 (--memory-limit %L1 MiB): %2</translation>
    </message>
    <message>
        <source>the recursion went deeper than %L1 calls %2</source>
        <translation>재귀 깊이가 %L1층을 넘었습니다: %2</translation>
    </message>
    <message>
        <source>the program crashed with SIGSEGV (stack overflow) %1</source>
        <translation>프로그램이 SIGSEGV(스택 오버플로)로 비정상 종료했습니다: %1</translation>
    </message>
    <message>
        <source>the program ran longer than %1 s (the time-out: twice --cpu-limit plus 10 s) %2</source>
        <translation>프로그램이 %1초 넘게 실행되었습니다 (시간 제한: --cpu-limit의 두 배에 10초를 더한 값): %2</translation>
    </message>
    <message>
        <source>the program&apos;s trace grew past %L1 MiB (--output-limit) %2</source>
        <translation>프로그램의 트레이스가 %L1 MiB 크기를 넘었습니다 (--output-limit): %2</translation>
    </message>
    <message>
        <source>the program used more than %1 s of CPU time (--cpu-limit) %2</source>
        <translation>프로그램의 CPU 시간이 %1초를 넘었습니다 (--cpu-limit): %2</translation>
    </message>
    <message>
        <source>the program crashed with %1 %2</source>
        <translation>프로그램이 비정상 종료했습니다 (%1): %2</translation>
    </message>
    <message>
        <source>the program exited with status %1 before it finished, %2</source>
        <translation>프로그램이 도중에 종료했습니다 (종료 상태 %1): %2</translation>
    </message>
    <message>
        <source>the program&apos;s description is unreadable: %1</source>
        <translation>프로그램의 선언을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>cannot start the program: %1</source>
        <translation>프로그램을 시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>the program did not declare anything</source>
        <translation>프로그램이 아무것도 선언하지 않았습니다</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>파일을 읽을 수 없습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>too large: the run needs more than the call limit</source>
        <translation>너무 큽니다: 이 실행은 호출 한도를 넘습니다</translation>
    </message>
    <message>
        <source>the program&apos;s trace stream is broken after %L1 calls (did the program write to descriptor 3, or overwrite the runtime&apos;s memory?)</source>
        <translation>호출 %L1회 뒤에 프로그램의 트레이스 스트림이 깨졌습니다. 프로그램이 디스크립터 3에 쓰거나 런타임의 메모리를 덮어쓰지 않았는지 확인하십시오.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1: no recursive function found (functions: %2). Game Tree Studio draws the calls of a recursion; an iterative (bottom-up) DP makes none. Write it as a memoized recursion to see its tree</source>
        <translation>%1: 재귀 함수가 없습니다(함수: %2). 게임 트리 스튜디오는 재귀의 호출을 그립니다. 반복(바텀업) DP에는 호출이 없습니다. 트리를 보려면 메모이제이션 재귀로 작성하십시오</translation>
    </message>
    <message>
        <source>--trace %1: %2 has no function of that name; its functions: %3</source>
        <translation>--trace %1: %2 파일에 그 이름의 함수가 없습니다. 함수: %3</translation>
    </message>
    <message>
        <source>--trace %1: %1 never calls itself, directly or through another function, so it has no tree to draw</source>
        <translation>--trace %1: %1 함수는 직접도, 다른 함수를 거쳐서도 자신을 호출하지 않아 그릴 트리가 없습니다</translation>
    </message>
    <message>
        <source>%1 has no main(): give the call to make with --call, for example --call &apos;%2&apos; (in the studio, the Call box); it can call: %3</source>
        <translation>%1 파일에 main()이 없습니다: 할 호출을 --call로 지정하십시오. 예: --call &apos;%2&apos;(스튜디오에서는 호출 칸). 호출할 수 있는 것: %3</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: write a method call with C++ literal arguments, for example --call &apos;stoneGameII({2,7,9,4,4})&apos; or --call &apos;canWin(&quot;++++&quot;)&apos;</source>
        <translation>--call &apos;%1&apos;: C++ 리터럴을 인수로 하는 메서드 호출을 입력하십시오. 예: --call &apos;stoneGameII({2,7,9,4,4})&apos;, --call &apos;canWin(&quot;++++&quot;)&apos;</translation>
    </message>
    <message>
        <source>--call: %1 has no public method %2; it can call: %3</source>
        <translation>--call: %1 파일에 이름이 %2인 public 메서드가 없습니다. 호출할 수 있는 것: %3</translation>
    </message>
    <message>
        <source>--call: %1 has several methods named %2 (%3); rename all but one</source>
        <translation>--call: %1 파일에 이름이 %2인 메서드가 여러 개 있습니다(%3). 하나만 남기고 이름을 바꾸십시오</translation>
    </message>
    <message>
        <source>%1 could not be read as C++ (%2)</source>
        <translation>%1 파일을 C++로 읽을 수 없습니다(%2)</translation>
    </message>
    <message>
        <source>gametree-instrument, which reads a program written without gametree.h, is not installed beside this program; reinstall Game Tree Studio</source>
        <translation>gametree.h 없이 작성한 프로그램을 읽는 gametree-instrument가 이 프로그램과 함께 설치되어 있지 않습니다. 게임 트리 스튜디오를 다시 설치하십시오</translation>
    </message>
    <message>
        <source>cannot write a temporary file in %1</source>
        <translation>임시 파일을 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>reading %1 took more than %2 s; the file is not run</source>
        <translation>파일 읽기에 %2초 넘게 걸렸습니다: %1. 이 파일은 실행하지 않습니다</translation>
    </message>
    <message>
        <source>gametree-instrument failed on %1 (%2); the file is not run</source>
        <translation>gametree-instrument 실패: %1 (%2). 이 파일은 실행하지 않습니다</translation>
    </message>
    <message>
        <source>gametree-instrument gave an answer that is not JSON; the file is not run</source>
        <translation>gametree-instrument의 응답이 JSON이 아닙니다. 이 파일은 실행하지 않습니다</translation>
    </message>
    <message>
        <source>gametree-instrument found nothing to trace in %1</source>
        <translation>gametree-instrument가 추적할 것을 찾지 못했습니다: %1</translation>
    </message>
    <message>
        <source>the program made no call of %1 with this input (it printed: %2)</source>
        <translation>이 입력에서는 프로그램이 한 번도 호출하지 않았습니다: %1 (출력: %2)</translation>
    </message>
    <message>
        <source>--root %L1: the recursion was started only %L2 times from the top level</source>
        <translation>--root %L1: 최상위에서 시작된 재귀 횟수는 %L2회뿐입니다</translation>
    </message>
    <message>
        <source>the byte-order mark at the start of the file was left out</source>
        <translation>파일 앞의 바이트 순서 표시(BOM)를 뺐습니다</translation>
    </message>
    <message>
        <source>main() without a type was read as int main(), as old compilers did</source>
        <translation>타입 없는 main()을 옛 컴파일러처럼 int main()으로 읽었습니다</translation>
    </message>
    <message>
        <source>as on LeetCode, #include &lt;bits/stdc++.h&gt; and using namespace std; come before the file</source>
        <translation>LeetCode처럼 파일 앞에 #include &lt;bits/stdc++.h&gt;와 using namespace std;를 넣었습니다</translation>
    </message>
    <message>
        <source>compiled with -std=%1: as %2 (AtCoder&apos;s) it does not compile</source>
        <translation>-std=%1 설정으로 컴파일했습니다: AtCoder 설정인 %2 설정으로는 컴파일되지 않습니다</translation>
    </message>
    <message>
        <source>each call of %1 is drawn; its label shows %2</source>
        <translation>모든 호출을 그립니다: %1. 레이블에 보이는 것: %2</translation>
    </message>
    <message>
        <source>no parameter</source>
        <translation>인수 없음</translation>
    </message>
    <message>
        <source> (%1: passed unchanged to every call)</source>
        <translation> (%1: 모든 호출에 그대로 전달됨)</translation>
    </message>
    <message>
        <source>the recursion stores into a table but never returns an entry it tested: a memo read before the call makes no call, so it is not drawn, and --memo off is not available</source>
        <translation>재귀가 표에 값을 저장하지만 확인한 값을 반환하지는 않습니다: 호출 전에 메모를 읽으면 호출이 일어나지 않아 그려지지 않고, --memo off도 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>no memo test was found (a table entry tested, then returned): every call is computed, and --memo off is not available</source>
        <translation>메모 확인(표의 값을 확인하고 반환하기)이 없습니다: 모든 호출이 계산되며 --memo off는 사용할 수 없습니다</translation>
    </message>
    <message>
        <source>not instrumented (inside a macro): %1; those calls still show, their values may read 0</source>
        <translation>매크로 안이라 계측하지 못함: %1. 그 호출도 그려지지만 값이 0으로 보일 수 있습니다</translation>
    </message>
    <message>
        <source>the recursion was started %L1 times from the top level (a loop over test cases?); this is start %L2 (--root 1 to %L1)</source>
        <translation>최상위에서 시작된 재귀 횟수: %L1회(테스트 케이스 반복?). 지금 보이는 것: %L2번째(--root 1~%L1)</translation>
    </message>
    <message>
        <source>--memo off: no memo test was found in %1 (an entry of a table the recursion stores into, tested and then returned), so there is nothing to switch off</source>
        <translation>--memo off: 메모 확인(재귀가 저장하는 표의 값을 확인하고 반환하기)이 없어 끌 것이 없습니다: %1</translation>
    </message>
    <message>
        <source>--memo %1: %2 never calls gt::memoOn(), so the switch would change nothing; test gt::memoOn() where the memo is read</source>
        <translation>--memo %1: gt::memoOn()을 호출하지 않는 파일이라 바꿔도 달라지는 것이 없습니다: %2. 메모를 읽는 곳에서 gt::memoOn()을 확인하십시오</translation>
    </message>
    <message>
        <source>--call: %1 was given %2 argument values; it takes the arguments its signature lists</source>
        <translation>--call: %1 함수에 준 인수 값 개수: %2. 시그니처에 적힌 인수를 그대로 주십시오</translation>
    </message>
    <message>
        <source>characters a web page or editor put in the code (non-breaking or ideographic spaces, zero-width characters, typographic quotes: %L1 of them) were read as plain spaces and quotes</source>
        <translation>웹 페이지나 편집기가 코드에 넣은 문자(줄바꿈 없는 공백, 전각 공백, 폭 없는 문자, 둥근 따옴표: %L1개)를 보통 공백과 따옴표로 읽었습니다</translation>
    </message>
    <message>
        <source>the program does not declare its memo as a table: declare it with run.table(&quot;dp[N+1]&quot;, N + 1) before the first call, and name each call&apos;s cell with call.cell(n)</source>
        <translation>프로그램이 메모를 표로 선언하지 않았습니다. 첫 호출 전에 run.table(&quot;dp[N+1]&quot;, N + 1) 호출로 선언하고, 각 호출의 칸을 call.cell(n) 호출로 지정하십시오</translation>
    </message>
    <message>
        <source>its memo is not indexed by the recursion&apos;s parameters alone (as dp[n] or dp[i][m] is), so its cells are unknown</source>
        <translation>메모의 인덱스가 재귀의 매개변수만으로 이루어지지 않아(dp[n], dp[i][m] 같은 형태가 아님) 칸을 알 수 없습니다</translation>
    </message>
    <message>
        <source>no memo table was found in the recursion</source>
        <translation>재귀에서 메모 표를 찾지 못했습니다</translation>
    </message>
    <message>
        <source>no call indexed %1 with whole numbers from 0</source>
        <translation>0 이상의 정수로 %1 인덱스를 쓴 호출이 없습니다</translation>
    </message>
    <message>
        <source>%1 reaches %2 x %3 cells; a table of at most %L4 cells is drawn</source>
        <translation>%1 표의 크기가 %2 x %3칸에 이릅니다. 그리는 표는 최대 %L4칸입니다</translation>
    </message>
    <message>
        <source>the compiler needed more than its %L1 MiB of memory on %2; the file is not compiled</source>
        <translation>컴파일러가 한도인 %L1 MiB보다 많은 메모리가 필요했습니다(파일: %2). 파일은 컴파일되지 않았습니다</translation>
    </message>
    <message>
        <source>the compiler used more than its %1 s of CPU time on %2; the file is not compiled</source>
        <translation>컴파일러가 한도인 %1초보다 많은 CPU 시간을 썼습니다(파일: %2). 파일은 컴파일되지 않았습니다</translation>
    </message>
    <message>
        <source>the compiler wrote more than its %L1 MiB to a file on %2; the file is not compiled</source>
        <translation>컴파일러가 한도인 %L1 MiB보다 많이 파일에 썼습니다(파일: %2). 파일은 컴파일되지 않았습니다</translation>
    </message>
    <message>
        <source>the compiler crashed on %1; the file is not compiled</source>
        <translation>컴파일러가 비정상 종료했습니다(파일: %1). 파일은 컴파일되지 않았습니다</translation>
    </message>
    <message>
        <source>%1: the compiler failed and printed nothing</source>
        <translation>%1: 컴파일러가 아무것도 출력하지 않고 실패했습니다</translation>
    </message>
    <message>
        <source>it crashed or needed more than its %L1 MiB of memory</source>
        <translation>비정상 종료했거나 한도인 %L1 MiB보다 많은 메모리가 필요했습니다</translation>
    </message>
    <message>
        <source>[the program printed more; only its first %L1 KiB are shown]</source>
        <translation>[프로그램 출력이 더 있습니다. 처음 %L1 KiB만 표시합니다]</translation>
    </message>
    <message>
        <source>%1:%2: #include %3 is not a file but a device, a pipe or a folder; the compiler would read it without end or wait for input. Include source files only</source>
        <translation>%1:%2: #include %3 대상은 파일이 아니라 장치, 파이프 또는 폴더입니다. 컴파일러가 끝없이 읽거나 입력을 기다리게 됩니다. 소스 파일만 include하십시오</translation>
    </message>
    <message>
        <source>%1 could not be parsed as C++ at all: a header it includes may be too large to read (the parser has %L2 MiB of memory); the file is not run</source>
        <translation>%1 파일을 C++로 전혀 해석할 수 없었습니다. include한 헤더가 너무 커서 읽을 수 없을 수 있습니다(해석기 메모리 %L2 MiB). 이 파일은 실행하지 않습니다</translation>
    </message>
    <message>
        <source>the program ended (exit) inside its recursion with calls still open (%L1 deep); they are drawn as running when it stopped</source>
        <translation>재귀 도중 호출이 끝나지 않은 채로 프로그램이 종료했습니다(exit, 깊이 %L1). 그 호출들은 멈췄을 때 실행 중이던 호출로 그립니다</translation>
    </message>
    <message>
        <source>it is missing (two commas in a row, or one at the end)</source>
        <translation>값이 없습니다(쉼표가 두 번 이어지거나 끝에 쉼표가 있습니다)</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>수가 아닙니다: %1</translation>
    </message>
    <message>
        <source>the string %1 has no closing quote</source>
        <translation>문자열을 닫는 따옴표가 없습니다: %1</translation>
    </message>
    <message>
        <source>the character %1 has no closing quote</source>
        <translation>문자를 닫는 따옴표가 없습니다: %1</translation>
    </message>
    <message>
        <source>%1 is not one character; a string is written in double quotes</source>
        <translation>한 문자가 아닙니다: %1. 문자열은 큰따옴표로 씁니다</translation>
    </message>
    <message>
        <source>%1 has an escape C++ does not know</source>
        <translation>%1에 C++에 없는 이스케이프가 있습니다</translation>
    </message>
    <message>
        <source>a list is written {1,2,3} in C++, not [1,2,3]</source>
        <translation>C++에서는 목록을 [1,2,3]이 아니라 {1,2,3}으로 씁니다</translation>
    </message>
    <message>
        <source>the list %1 has no closing }</source>
        <translation>목록을 닫는 }가 없습니다: %1</translation>
    </message>
    <message>
        <source>a comma is missing before %1</source>
        <translation>%1 앞에 쉼표가 없습니다</translation>
    </message>
    <message>
        <source>%1 is a name or an expression; give its value: a number, true or false, &apos;c&apos;, &quot;text&quot;, {…} or nullptr</source>
        <translation>이름이나 식입니다: %1. 값을 쓰십시오: 수, true 또는 false, &apos;c&apos;, &quot;text&quot;, {…}, nullptr 중 하나</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: argument %2 is not a C++ literal: %3</source>
        <translation>--call &apos;%1&apos;: 인수 %2: C++ 리터럴이 아닙니다. %3</translation>
    </message>
    <message>
        <source>a whole number from %L1 to %L2</source>
        <translation>%L1부터 %L2까지의 정수</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>수</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 또는 false</translation>
    </message>
    <message>
        <source>a character in single quotes, such as &apos;a&apos;</source>
        <translation>&apos;a&apos;처럼 작은따옴표로 감싼 한 문자</translation>
    </message>
    <message>
        <source>a string in double quotes, such as &quot;abc&quot;</source>
        <translation>&quot;abc&quot;처럼 큰따옴표로 감싼 문자열</translation>
    </message>
    <message>
        <source>a pair in braces, such as {1,2}</source>
        <translation>{1,2}처럼 중괄호로 감싼 쌍</translation>
    </message>
    <message>
        <source>only nullptr (no literal makes an object to point to)</source>
        <translation>nullptr만(가리킬 객체를 만드는 리터럴은 없습니다)</translation>
    </message>
    <message>
        <source>a list in braces, such as {1,2,3}</source>
        <translation>{1,2,3}처럼 중괄호로 감싼 목록</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: the program was started without its arguments</source>
        <translation>--call &apos;%1&apos;: 프로그램이 인수 없이 시작되었습니다</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: the method takes %2 arguments, %3 were given</source>
        <translation>--call &apos;%1&apos;: 메서드의 인수는 %2개인데 %3개를 주었습니다</translation>
    </message>
    <message>
        <source>argument %1</source>
        <translation>인수 %1</translation>
    </message>
    <message>
        <source>argument %1 (%2)</source>
        <translation>인수 %1(%2)</translation>
    </message>
    <message>
        <source>%1, item %2</source>
        <translation>%1의 항목 %2</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: %2 is of a type no C++ literal makes; call the method from a main() of your own</source>
        <translation>--call &apos;%1&apos;: %2 — C++ 리터럴로 만들 수 없는 타입입니다. 직접 작성한 main()에서 메서드를 호출하십시오</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos;: %2 takes %3; %4 is not one</source>
        <translation>--call &apos;%1&apos;: %2에 줄 수 있는 값: %3. 준 값: %4</translation>
    </message>
    <message>
        <source>--call: an argument does not fit its parameter (%1)</source>
        <translation>--call: 인수가 매개변수의 타입에 맞지 않습니다(%1)</translation>
    </message>
    <message>
        <source>the Python tracer failed on %1 (%2); the file is not run</source>
        <translation>Python 트레이서가 %1 파일을 읽지 못했습니다(%2). 파일을 실행하지 않습니다</translation>
    </message>
    <message>
        <source>%1 has no top-level code to run: give the call to make with --call, for example --call &apos;%2&apos; (in the studio, the Call box); it can call: %3</source>
        <translation>%1 파일에 최상위에서 실행할 코드가 없습니다: 할 호출을 --call로 지정하십시오. 예: --call &apos;%2&apos;(스튜디오에서는 호출 칸). 호출할 수 있는 것: %3</translation>
    </message>
    <message>
        <source>--call &apos;%1&apos; is not a call: write the method and its arguments, for example canIWin(10, 11)</source>
        <translation>--call &apos;%1&apos;: 호출이 아닙니다. 메서드와 인수를 쓰십시오. 예: canIWin(10, 11)</translation>
    </message>
    <message>
        <source>--call: %1 is not a literal; the arguments are Python literals (numbers, strings, True, False, None, lists, tuples, sets, dicts), so a call runs nothing but the method</source>
        <translation>--call: %1: 리터럴이 아닙니다. 인수는 Python 리터럴(수, 문자열, True, False, None, 리스트, 튜플, 집합, 딕셔너리)만 쓸 수 있으므로 호출은 메서드 외에는 아무것도 실행하지 않습니다</translation>
    </message>
    <message>
        <source>--call: %1 arguments given; %2 takes a different number</source>
        <translation>--call: 인수가 %1개 주어졌지만 %2의 인수 개수와 다릅니다</translation>
    </message>
    <message>
        <source>python3 is not installed, and a Python program needs it: install the Debian package python3 (sudo apt-get install python3), or give another interpreter with --python PATH</source>
        <translation>python3이 설치되어 있지 않습니다. Python 프로그램에는 python3이 필요합니다: Debian 패키지 python3을 설치하거나(sudo apt-get install python3) --python PATH로 다른 인터프리터를 지정하십시오</translation>
    </message>
    <message>
        <source>--python %1: no such interpreter (give the path of python3 or pypy3)</source>
        <translation>--python %1: 그런 인터프리터가 없습니다(python3 또는 pypy3의 경로를 지정하십시오)</translation>
    </message>
    <message>
        <source>internal error: the embedded Python tracer is missing</source>
        <translation>내부 오류: 내장된 Python 트레이서가 없습니다</translation>
    </message>
    <message>
        <source>cannot write the Python tracer into %1: %2</source>
        <translation>Python 트레이서를 %1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>as on LeetCode, the names its judge imports (typing&apos;s List and Optional, cache and lru_cache, defaultdict, Counter, deque, heapq, bisect, math, inf...) are there before the file</source>
        <translation>LeetCode처럼 채점기가 import하는 이름(typing의 List와 Optional, cache와 lru_cache, defaultdict, Counter, deque, heapq, bisect, math, inf 등)을 파일 앞에 준비합니다</translation>
    </message>
    <message>
        <source>%1 flips from call to call: it names the player to move (its value in the first call: the first player)</source>
        <translation>%1 값은 호출마다 바뀌며 둘 차례인 플레이어를 나타냅니다(첫 호출의 값이 선공)</translation>
    </message>
    <message>
        <source>the rest of the state may be in variables the recursion changes in place</source>
        <translation>상태의 나머지는 재귀가 그 자리에서 바꾸는 변수에 있을 수 있습니다</translation>
    </message>
    <message>
        <source>the rest of the state may be in variables the recursion or its helpers change: %1</source>
        <translation>상태의 나머지는 재귀나 그 보조 함수가 바꾸는 변수에 있을 수 있습니다: %1</translation>
    </message>
    <message>
        <source>the labels do not hold the whole state: calls #%1 and #%2 are both “%3” but return %4 and %5, so no call is drawn as a repeat or a memo answer of another (%6)</source>
        <translation>레이블이 상태 전체를 담지 못합니다. 레이블이 같은 두 호출(#%1, #%2, 레이블 “%3”)의 반환값이 서로 다릅니다(%4, %5). 그래서 어떤 호출도 다른 호출의 반복이나 메모 답으로 그리지 않습니다(%6)</translation>
    </message>
    <message>
        <source>%1 (1 call)</source>
        <translation>%1(호출 1회)</translation>
    </message>
    <message>
        <source>%1 (%L2 calls)</source>
        <translation>%1(호출 %L2회)</translation>
    </message>
    <message>
        <source>also traced: %1; drawn: %2, the recursion with the most calls (--trace NAME draws another)</source>
        <translation>함께 추적한 재귀: %1. 호출이 가장 많은 재귀를 그립니다: %2(다른 재귀는 --trace NAME으로 그립니다)</translation>
    </message>
    <message>
        <source> (%1: kept outside the parameters, changed in place around each call)</source>
        <translation> (%1: 매개변수 밖에 있으며 각 호출 앞뒤에서 그 자리에서 바뀜)</translation>
    </message>
    <message>
        <source>the program ran without a sandbox (GAMETREE_SANDBOX=off): with your rights, the network and no bound on processes</source>
        <translation>프로그램이 샌드박스 없이 실행되었습니다(GAMETREE_SANDBOX=off). 사용자 권한과 네트워크를 쓸 수 있고 프로세스 수 제한도 없습니다</translation>
    </message>
    <message>
        <source>the program ran without a sandbox (this system gives no namespaces): with your rights, the network and no bound on processes</source>
        <translation>프로그램이 샌드박스 없이 실행되었습니다(이 시스템은 네임스페이스를 제공하지 않습니다). 사용자 권한과 네트워크를 쓸 수 있고 프로세스 수 제한도 없습니다</translation>
    </message>
    <message>
        <source>a network of its own</source>
        <translation>전용 네트워크</translation>
    </message>
    <message>
        <source>a read-only file system</source>
        <translation>읽기 전용 파일 시스템</translation>
    </message>
    <message>
        <source>a bound on processes</source>
        <translation>프로세스 수 제한</translation>
    </message>
    <message>
        <source>the program&apos;s sandbox lacks %1 on this system</source>
        <translation>이 시스템에서는 프로그램의 샌드박스에 다음이 없습니다: %1</translation>
    </message>
    <message>
        <source>the program was killed (SIGKILL: by the system when memory ran out, or by a process) %1</source>
        <translation>프로그램이 강제로 종료되었습니다(SIGKILL: 메모리가 부족해 시스템이 종료했거나 다른 프로세스가 종료함) %1</translation>
    </message>
    <message>
        <source>the program wrote a file larger than %L1 MiB (--output-limit) %2</source>
        <translation>프로그램이 %L1 MiB(--output-limit)보다 큰 파일을 썼습니다 %2</translation>
    </message>
    <message>
        <source>the program stopped itself with %1, and a stopped program never goes on: it was ended %2</source>
        <translation>프로그램이 스스로 멈췄습니다(%1). 멈춘 프로그램은 다시 진행하지 않으므로 종료했습니다: %2</translation>
    </message>
    <message>
        <source>%1 could not be started: %2</source>
        <translation>%1 프로그램을 시작할 수 없습니다: %2</translation>
    </message>
</context>
<context>
    <name>gt::UserGuide</name>
    <message>
        <source>Game Tree Studio User Guide</source>
        <translation>게임 트리 스튜디오 사용 안내</translation>
    </message>
    <message>
        <source>The user guide is not embedded in this build.</source>
        <translation>이 빌드에는 사용 안내가 들어 있지 않습니다.</translation>
    </message>
</context>
<context>
    <name>gt::Value</name>
    <message>
        <source>%1 · first player wins</source>
        <translation>%1 · 선공 승리</translation>
    </message>
    <message>
        <source>%1 · first player loses</source>
        <translation>%1 · 선공 패배</translation>
    </message>
    <message>
        <source>%1 · first player (to move) wins</source>
        <translation>%1 · 차례인 선공 승리</translation>
    </message>
    <message>
        <source>%1 · second player (to move) wins</source>
        <translation>%1 · 차례인 후공 승리</translation>
    </message>
    <message>
        <source>%1 · first player (to move) loses</source>
        <translation>%1 · 차례인 선공 패배</translation>
    </message>
    <message>
        <source>%1 · second player (to move) loses</source>
        <translation>%1 · 차례인 후공 패배</translation>
    </message>
    <message>
        <source>%1 · first player (to move) gets %2</source>
        <translation>%1 · 차례인 선공 %2개 획득</translation>
    </message>
    <message>
        <source>%1 · second player (to move) gets %2</source>
        <translation>%1 · 차례인 후공 %2개 획득</translation>
    </message>
    <message>
        <source>%1 · 1st wins</source>
        <translation>%1 · 선공 승리</translation>
    </message>
    <message>
        <source>%1 · 1st loses</source>
        <translation>%1 · 선공 패배</translation>
    </message>
    <message>
        <source>%1 · 2nd wins</source>
        <translation>%1 · 후공 승리</translation>
    </message>
    <message>
        <source>%1 · 2nd loses</source>
        <translation>%1 · 후공 패배</translation>
    </message>
    <message>
        <source>%1 · 1st gets %2</source>
        <translation>%1 · 선공 %2개</translation>
    </message>
    <message>
        <source>%1 · 2nd gets %2</source>
        <translation>%1 · 후공 %2개</translation>
    </message>
    <message>
        <source>%1 · first player&apos;s score</source>
        <translation>%1 · 선공 점수</translation>
    </message>
    <message>
        <source>%1 · 1st&apos;s score</source>
        <translation>%1 · 선공 점수</translation>
    </message>
    <message>
        <source>%1 · first player (to move) ahead by %2</source>
        <translation>%1 · 차례인 선공 %2 앞섬</translation>
    </message>
    <message>
        <source>%1 · second player (to move) ahead by %2</source>
        <translation>%1 · 차례인 후공 %2 앞섬</translation>
    </message>
    <message>
        <source>%1 · first player (to move) behind by %2</source>
        <translation>%1 · 차례인 선공 %2 뒤짐</translation>
    </message>
    <message>
        <source>%1 · second player (to move) behind by %2</source>
        <translation>%1 · 차례인 후공 %2 뒤짐</translation>
    </message>
    <message>
        <source>%1 · a tie</source>
        <translation>%1 · 무승부</translation>
    </message>
    <message>
        <source>%1 · a draw</source>
        <translation>%1 · 무승부</translation>
    </message>
    <message>
        <source>%1 · 1st ahead by %2</source>
        <translation>%1 · 선공 %2 앞섬</translation>
    </message>
    <message>
        <source>%1 · 2nd ahead by %2</source>
        <translation>%1 · 후공 %2 앞섬</translation>
    </message>
    <message>
        <source>%1 · 1st behind by %2</source>
        <translation>%1 · 선공 %2 뒤짐</translation>
    </message>
    <message>
        <source>%1 · 2nd behind by %2</source>
        <translation>%1 · 후공 %2 뒤짐</translation>
    </message>
    <message>
        <source>%1 · tie</source>
        <translation>%1 · 무승부</translation>
    </message>
    <message>
        <source>%1 · draw</source>
        <translation>%1 · 무승부</translation>
    </message>
    <message>
        <source>The player to move wins (1/0)</source>
        <translation>차례인 쪽의 승리 (1/0)</translation>
    </message>
    <message>
        <source>The first player wins (1/0)</source>
        <translation>선공의 승리 (1/0)</translation>
    </message>
    <message>
        <source>The mover&apos;s score (the rest is the opponent&apos;s)</source>
        <translation>차례인 쪽의 몫 (나머지는 상대의 몫)</translation>
    </message>
    <message>
        <source>The first player&apos;s score</source>
        <translation>선공의 점수</translation>
    </message>
    <message>
        <source>Plain values (no players)</source>
        <translation>단순한 값 (플레이어 없음)</translation>
    </message>
    <message>
        <source>Score difference (mine − the opponent&apos;s)</source>
        <translation>점수 차 (나 − 상대)</translation>
    </message>
    <message>
        <source>Negamax (1 win, 0 draw, −1 loss)</source>
        <translation>네가맥스 (1 승리, 0 무승부, −1 패배)</translation>
    </message>
    <message>
        <source>Grundy number (0 loses)</source>
        <translation>그런디 수 (0이면 패배)</translation>
    </message>
    <message>
        <source>%1 · second player wins</source>
        <translation>%1 · 후공 승리</translation>
    </message>
    <message>
        <source>The winner&apos;s index (0 the first player, 1 the second)</source>
        <translation>승자의 번호(0은 선공, 1은 후공)</translation>
    </message>
    <message>
        <source>%1 · first player ahead by %2</source>
        <translation>%1 · 선공 %2 앞섬</translation>
    </message>
    <message>
        <source>%1 · second player ahead by %2</source>
        <translation>%1 · 후공 %2 앞섬</translation>
    </message>
</context>
<context>
    <name>gt::ValueReading</name>
    <message>
        <source>“%1”</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>call #%1 returns %2 from moves that return %3</source>
        <translation>호출 #%1: 수의 값 %3, 반환값 %2</translation>
    </message>
    <message>
        <source>values read as %1: all %L2 calls computed from their moves fit it</source>
        <translation>값의 의미: %1 — 수에서 계산한 호출 %L2회가 모두 이에 맞습니다</translation>
    </message>
    <message>
        <source>values read as %1: all %L2 calls computed from their moves fit it (the code alone suggests %3)</source>
        <translation>값의 의미: %1 — 수에서 계산한 호출 %L2회가 모두 이에 맞습니다(코드만 보면 %3)</translation>
    </message>
    <message>
        <source>values read as %1, not %2 as the code suggests: %3, which %2 does not allow; all %L4 calls computed from their moves fit %1</source>
        <translation>값의 의미: 코드가 시사하는 %2 해석 대신 %1 해석 — %3. 이는 %2 해석에서는 있을 수 없습니다. 수에서 계산한 호출 %L4회는 모두 %1 해석에 맞습니다</translation>
    </message>
    <message>
        <source>the values fit no kind of game value, so they are drawn as plain numbers: the code suggests %1, but %2; choose a kind with Values (--values) to colour the tree</source>
        <translation>값이 어떤 종류의 게임 값에도 맞지 않아 일반 숫자로 그립니다. 코드만 보면 %1 해석이지만 %2. 트리에 색을 칠하려면 “값”(--values)에서 종류를 고르십시오</translation>
    </message>
    <message>
        <source>values read as %1, as the code suggests (a score is not checked against the run)</source>
        <translation>값의 의미: 코드대로 %1(점수는 실행 결과와 대조하지 않습니다)</translation>
    </message>
    <message>
        <source>call #%1 returns %2</source>
        <translation>호출 #%1의 반환값 %2</translation>
    </message>
    <message>
        <source>values read as %1, as the code suggests, though %2: a move that combines several calls (the XOR of two heaps) is not one call&apos;s value</source>
        <translation>값의 의미: 코드대로 %1 해석. 다만 %2 — 여러 호출을 합치는 수(두 더미의 XOR)는 한 호출의 값이 아닙니다</translation>
    </message>
</context>
<context>
    <name>gt::WebPage</name>
    <message>
        <source>First</source>
        <translation>첫 단계</translation>
    </message>
    <message>
        <source>Back to the first step (Home)</source>
        <translation>첫 단계로 (Home)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>한 단계 뒤로</translation>
    </message>
    <message>
        <source>Step back: the previous event (Left, Page Up)</source>
        <translation>한 단계 뒤로: 이전 이벤트로 (←, Page Up)</translation>
    </message>
    <message>
        <source>Into</source>
        <translation>한 단계 실행</translation>
    </message>
    <message>
        <source>Step into: the next event (Right, Page Down, F11)</source>
        <translation>한 단계 실행: 다음 이벤트로 (→, Page Down, F11)</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>호출 단위 실행</translation>
    </message>
    <message>
        <source>Step over: finish the call about to start (Down, F10)</source>
        <translation>호출 단위 실행: 곧 시작할 호출을 끝까지 실행 (↓, F10)</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>호출 나가기</translation>
    </message>
    <message>
        <source>Step out: return from the current call (Up, Shift+F11)</source>
        <translation>호출 나가기: 현재 호출이 반환할 때까지 실행 (↑, Shift+F11)</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>마지막 단계</translation>
    </message>
    <message>
        <source>On to the last step (End)</source>
        <translation>마지막 단계로 (End)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>재생</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>일시 정지</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>재생 / 일시 정지 (Space)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <source>Play speed: 25 ms to 2 s per step</source>
        <translation>재생 속도: 단계당 25 ms ~ 2 s</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>타임라인</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>단계 %1 / %2</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>호출 스택</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>소스</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>범례</translation>
    </message>
    <message>
        <source>← running</source>
        <translation>← 실행 중</translation>
    </message>
    <message>
        <source>(empty: the root has returned)</source>
        <translation>(비어 있음: 루트가 반환함)</translation>
    </message>
    <message>
        <source>… %1 more calls …</source>
        <translation>… 호출 %1회 더 …</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>State</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>값</translation>
    </message>
    <message>
        <source>Stored by</source>
        <translation>저장한 호출</translation>
    </message>
    <message>
        <source>Nothing stored yet.</source>
        <translation>아직 저장된 항목이 없습니다.</translation>
    </message>
    <message>
        <source>The memo is off in this run.</source>
        <translation>이번 실행에서는 메모이제이션을 껐습니다.</translation>
    </message>
    <message>
        <source>The call tree: drag to pan, wheel or pinch to zoom</source>
        <translation>호출 트리: 끌어서 이동, 휠이나 핀치로 확대/축소</translation>
    </message>
    <message>
        <source>Zoom in (+)</source>
        <translation>확대 (+)</translation>
    </message>
    <message>
        <source>Zoom out (-)</source>
        <translation>축소 (-)</translation>
    </message>
    <message>
        <source>Show the whole tree (0)</source>
        <translation>트리 전체 보기 (0)</translation>
    </message>
    <message>
        <source>Keys: Right into, Down over, Up out, Left back, Home and End, Space play; + and - zoom, 0 the whole tree, Shift with an arrow pans.</source>
        <translation>키: → 한 단계 실행, ↓ 호출 단위 실행, ↑ 호출 나가기, ← 한 단계 뒤로, Home·End, Space 재생. +·- 확대/축소, 0 트리 전체, Shift+화살표 이동.</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>퀴즈</translation>
    </message>
    <message>
        <source>Pause before each return: guess the value, then it is revealed</source>
        <translation>반환 직전에 멈춰 값을 예상한 뒤 공개합니다</translation>
    </message>
    <message>
        <source>Quiz: step on; the run pauses before each return to ask.</source>
        <translation>퀴즈: 단계를 진행하면 반환 직전에 멈춰 문제를 냅니다.</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2문제 중 %1문제 정답</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>선공</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>후공</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>내 답</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>정답입니다.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>아쉽습니다.</translation>
    </message>
    <message>
        <source>→ trying %1</source>
        <translation>→ %1 시도 중</translation>
    </message>
    <message>
        <source>the web page&apos;s %1 is not embedded in this build</source>
        <translation>이 빌드에 포함되지 않은 웹 페이지 파일: %1</translation>
    </message>
    <message>
        <source>the web page&apos;s template has an unknown part at %1</source>
        <translation>웹 페이지 템플릿에 알 수 없는 부분 있음 (위치 %1)</translation>
    </message>
    <message>
        <source>no steps to show: the answer is known before any call</source>
        <translation>보여 줄 단계가 없습니다. 재귀 호출 전에 답이 정해집니다</translation>
    </message>
    <message>
        <source>%1 steps are too many for a web page (at most %2); try smaller parameters or --max-recorded %3</source>
        <translation>웹 페이지에 담기에는 단계가 너무 많습니다 (%1단계, 최대 %2단계). 매개변수를 줄이거나 --max-recorded %3 옵션을 지정하십시오</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>무승부</translation>
    </message>
    <message>
        <source>Memo table</source>
        <translation>메모 표</translation>
    </message>
    <message>
        <source>DP table</source>
        <translation>DP 표</translation>
    </message>
    <message>
        <source>The memo as the article&apos;s table: %1 of %2 cells stored by this step.</source>
        <translation>원문의 표로 본 메모: 이 단계까지 %2칸 중 %1칸 저장.</translation>
    </message>
</context>
<context>
    <name>gt::Worksheet</name>
    <message>
        <source>Worksheet: write in each box the value that call returns</source>
        <translation>학습지: 각 빈칸에 그 호출의 반환값을 적으십시오</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>이름:</translation>
    </message>
    <message>
        <source>%1 calls · %2 memo hits</source>
        <translation>호출 %1회 · 메모 적중 %2회</translation>
    </message>
    <message>
        <source>Answer key: the value each call returns</source>
        <translation>정답지: 각 호출의 반환값</translation>
    </message>
    <message>
        <source>call #%1 returns</source>
        <translation>호출 #%1 반환</translation>
    </message>
    <message>
        <source>write the value this call returns</source>
        <translation>이 호출의 반환값을 적는 칸</translation>
    </message>
</context>
<context>
    <name>gt::cli</name>
    <message>
        <source>--%1: &apos;%2&apos; is not allowed; use a whole number from %3 to %4</source>
        <translation>--%1: &apos;%2&apos; 값은 허용되지 않습니다. %3~%4 범위의 정수를 지정하십시오</translation>
    </message>
    <message>
        <source>Runs the seed games&apos; memoized solvers with tracing on.

</source>
        <translation>원문 게임의 메모이제이션 솔버를 호출을 기록하며 실행합니다.

</translation>
    </message>
    <message>
        <source>Shows this help.</source>
        <translation>이 도움말을 표시합니다.</translation>
    </message>
    <message>
        <source>Shows the version.</source>
        <translation>버전을 표시합니다.</translation>
    </message>
    <message>
        <source>Use the memo table (default on).</source>
        <translation>메모 표를 사용합니다(기본값 on).</translation>
    </message>
    <message>
        <source>Return at the first deciding move (default: as in the article).</source>
        <translation>승부를 결정하는 첫 수에서 바로 반환합니다(기본값: 원문대로).</translation>
    </message>
    <message>
        <source>Print one JSON object.</source>
        <translation>JSON 객체 하나를 출력합니다.</translation>
    </message>
    <message>
        <source>Record at most this many calls; the run goes on and the trace says it is truncated (default %L1).</source>
        <translation>기록하는 호출 횟수의 상한입니다. 실행은 끝까지 계속되며, 트레이스에 기록 한도로 생략했다고 표시됩니다(기본값 %L1).</translation>
    </message>
    <message>
        <source>Stop with &quot;too large&quot; past this many calls (default %L1).</source>
        <translation>호출이 이 횟수를 넘으면 “너무 큽니다”로 멈춥니다 (기본값 %L1).</translation>
    </message>
    <message>
        <source>export: the file to write; .svg, .png, .pdf, .dot, or .html for a web page to step through.</source>
        <translation>export: 쓸 파일. .svg, .png, .pdf, .dot, 또는 단계별로 따라가는 웹 페이지 .html.</translation>
    </message>
    <message>
        <source>export -o FILE.html: the page opens in quiz mode.</source>
        <translation>export -o FILE.html: 페이지를 퀴즈 모드로 엽니다.</translation>
    </message>
    <message>
        <source>export -o FILE.html: leave out the solver&apos;s source.</source>
        <translation>export -o FILE.html: 솔버 소스 코드를 넣지 않습니다.</translation>
    </message>
    <message>
        <source>export: the run as it stands after the first K enter/return events.</source>
        <translation>export: 처음 K개의 시작/반환 이벤트 뒤의 상태를 그립니다.</translation>
    </message>
    <message>
        <source>export: draw at most about N nodes; deeper levels become &quot;+N calls&quot; (default %L1).</source>
        <translation>export: 노드를 약 N개까지 그립니다. 더 깊은 층은 “+N회” 노드가 됩니다 (기본값 %L1).</translation>
    </message>
    <message>
        <source>export: draw levels 0 to D only.</source>
        <translation>export: 깊이 0~D만 그립니다.</translation>
    </message>
    <message>
        <source>export: leave out the legend.</source>
        <translation>export: 범례를 뺍니다.</translation>
    </message>
    <message>
        <source>export: no dashed arrows from memo answers to where they were computed.</source>
        <translation>export: 메모 적중에서 그 값을 계산한 호출로 가는 점선 화살표를 그리지 않습니다.</translation>
    </message>
    <message>
        <source>export: show the moves a short-circuit did not try.</source>
        <translation>export: 조기 종료로 시도하지 않은 수도 보여 줍니다.</translation>
    </message>
    <message>
        <source>export: PNG resolution (default 144).</source>
        <translation>export: PNG 해상도 (기본값 144).</translation>
    </message>
    <message>
        <source>unknown option --%1; see gametree --help</source>
        <translation>알 수 없는 옵션 --%1. gametree --help를 참고하십시오</translation>
    </message>
    <message>
        <source>games takes no arguments, got &apos;%1&apos;</source>
        <translation>games 명령은 인수를 받지 않습니다 (받은 인수: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; parameters are given as --name value</source>
        <translation>예상하지 못한 인수 &apos;%1&apos;. 매개변수는 --이름 값 형식으로 지정합니다</translation>
    </message>
    <message>
        <source>--%1 is an option of export, not of %2</source>
        <translation>--%1 옵션은 export 전용입니다. %2에는 지정할 수 없습니다</translation>
    </message>
    <message>
        <source>export needs -o FILE (.svg, .png, .pdf, .dot or .html)</source>
        <translation>export에는 -o 파일(.svg, .png, .pdf, .dot, .html)이 필요합니다</translation>
    </message>
    <message>
        <source>slides writes DECK.pdf or a FOLDER of SVGs; for a web page use export -o FILE.html</source>
        <translation>slides는 DECK.pdf 또는 SVG 폴더를 씁니다. 웹 페이지는 export -o FILE.html로 만드십시오</translation>
    </message>
    <message>
        <source>--%1 is an option of web pages (export -o FILE.html)</source>
        <translation>웹 페이지(export -o FILE.html) 전용 옵션: --%1</translation>
    </message>
    <message>
        <source>wrote %1: a web page of %2 steps, %3 of %4 calls drawn</source>
        <translation>내보냈습니다: %1 (웹 페이지 %2단계, 호출 %4회 중 %3회를 그림)</translation>
    </message>
    <message>
        <source>--palette: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--palette: &apos;%1&apos; 값은 허용되지 않습니다. %2 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>on</source>
        <translation>켬</translation>
    </message>
    <message>
        <source>off</source>
        <translation>끔</translation>
    </message>
    <message>
        <source>(base case)</source>
        <translation>(기저 사례)</translation>
    </message>
    <message>
        <source>(memo)</source>
        <translation>(메모)</translation>
    </message>
    <message>
        <source>(takes all)</source>
        <translation>(모두 가져감)</translation>
    </message>
    <message>
        <source>options: --memo on|off (default on)</source>
        <translation>옵션: --memo on|off (기본값 on)</translation>
    </message>
    <message>
        <source>options: --memo on|off (default on), --short-circuit on|off (default %1)</source>
        <translation>옵션: --memo on|off (기본값 on), --short-circuit on|off (기본값 %1)</translation>
    </message>
    <message>
        <source>%1  (%2)</source>
        <comment>a game&apos;s title, then where it comes from</comment>
        <translation>%1  (%2)</translation>
    </message>
    <message>
        <source>example: gametree solve %1 %2</source>
        <translation>예: gametree solve %1 %2</translation>
    </message>
    <message>
        <source>--short-circuit: %1 has no short-circuit (its value needs every move)</source>
        <translation>--short-circuit: %1 게임에는 조기 종료(단락 평가)가 없습니다 (값을 구하려면 모든 수가 필요합니다)</translation>
    </message>
    <message>
        <source>(memo %1, short-circuit %2)</source>
        <translation>(메모 %1, 조기 종료 %2)</translation>
    </message>
    <message>
        <source>(memo %1)</source>
        <translation>(메모 %1)</translation>
    </message>
    <message>
        <source>answer: %1</source>
        <translation>답: %1</translation>
    </message>
    <message>
        <source>calls %L1 · memo hits %L2 · distinct states %L3 · max depth %4 · %5 ms</source>
        <translation>호출 %L1회 · 메모 적중 %L2회 · 서로 다른 상태 %L3개 · 최대 깊이 %4 · %5 ms</translation>
    </message>
    <message>
        <source>(memo of #%1)</source>
        <translation>(메모: #%1의 값)</translation>
    </message>
    <message>
        <source>(repeat of #%1)</source>
        <translation>(#%1의 반복)</translation>
    </message>
    <message>
        <source>(calls below not recorded)</source>
        <translation>(아래 호출은 기록 안 됨)</translation>
    </message>
    <message>
        <source>recording stopped after %L1 calls (--max-recorded); the counts above are exact</source>
        <translation>호출 %L1회에서 기록을 멈췄습니다 (--max-recorded). 위의 횟수는 정확합니다</translation>
    </message>
    <message>
        <source>wrote %1: %2 states drawn for %3 calls</source>
        <translation>내보냈습니다: %1 (호출 %3회를 상태 %2개로 그림)</translation>
    </message>
    <message>
        <source>wrote %1: %2 of %3 calls drawn</source>
        <translation>내보냈습니다: %1 (호출 %3회 중 %2회를 그림)</translation>
    </message>
    <message>
        <source>Language of messages and pictures: en, ja or ko.</source>
        <translation>메시지와 그림의 언어: en, ja, ko.</translation>
    </message>
    <message>
        <source>slides: one slide every K steps (default 1).</source>
        <translation>slides: K단계마다 한 장 (기본값 1).</translation>
    </message>
    <message>
        <source>slides: exactly these steps, e.g. 1,12,30.</source>
        <translation>slides: 지정한 단계만 (예: 1,12,30).</translation>
    </message>
    <message>
        <source>--%1 is an option of slides, not of %2</source>
        <translation>--%1 옵션은 slides 전용입니다. %2에는 지정할 수 없습니다</translation>
    </message>
    <message>
        <source>--json is an option of solve and trace, not of %1</source>
        <translation>--json 옵션은 solve와 trace 전용입니다. %1에는 지정할 수 없습니다</translation>
    </message>
    <message>
        <source>give --every or --steps, not both</source>
        <translation>--every와 --steps 중 하나만 지정하십시오</translation>
    </message>
    <message>
        <source>export: default, colorblind, print or contrast.</source>
        <translation>export: default, colorblind, print, contrast 중 하나.</translation>
    </message>
    <message>
        <source>export and slides: fit a page with node text at least 9 pt, eliding moves and levels as needed: slide (16:9, the default), a4, or none (the whole picture).</source>
        <translation>export, slides: 노드 글자가 9pt 이상이 되도록 필요한 만큼 수와 층을 생략해 한 페이지에 맞춥니다: slide(16:9, 기본값), a4, none(전체 그림).</translation>
    </message>
    <message>
        <source>--fit: &apos;%1&apos; is not allowed; use slide, a4 or none</source>
        <translation>--fit: &apos;%1&apos; 값은 허용되지 않습니다. slide, a4, none 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>export: the run with this option off and with it on, side by side, with the calls each makes.</source>
        <translation>export: 이 옵션을 끈 실행과 켠 실행을 각각의 호출 횟수와 함께 나란히 그립니다.</translation>
    </message>
    <message>
        <source>--compare: &apos;%1&apos; is not allowed; use memo or short-circuit</source>
        <translation>--compare: &apos;%1&apos; 값은 허용되지 않습니다. memo 또는 short-circuit을 지정하십시오</translation>
    </message>
    <message>
        <source>--%1 with --compare %1: the comparison draws it off and on</source>
        <translation>--compare %1 옵션과 --%1 옵션은 함께 지정할 수 없습니다: 비교는 끈 경우와 켠 경우를 모두 그립니다</translation>
    </message>
    <message>
        <source>--step with --compare: the two runs take different steps; compare whole runs</source>
        <translation>--compare와 --step은 함께 지정할 수 없습니다: 두 실행은 단계가 서로 다르므로 실행 전체를 비교하십시오</translation>
    </message>
    <message>
        <source>--compare writes .svg, .png or .pdf, not .dot</source>
        <translation>--compare는 .svg, .png, .pdf 파일만 씁니다(.dot 불가)</translation>
    </message>
    <message>
        <source>--compare short-circuit: %1 has no short-circuit (its value needs every move)</source>
        <translation>--compare short-circuit: %1 게임에는 조기 종료(단락 평가)가 없습니다 (값을 구하려면 모든 수가 필요합니다)</translation>
    </message>
    <message>
        <source>wrote %1: %2</source>
        <translation>내보냈습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>--code: the program&apos;s CPU seconds (default %1; the time-out is twice this plus 10 s).</source>
        <translation>--code: 프로그램의 CPU 시간(초) (기본값 %1. 시간 제한은 그 두 배에 10초를 더한 값).</translation>
    </message>
    <message>
        <source>--code: the program&apos;s address space in MiB (default %1).</source>
        <translation>--code: 프로그램의 주소 공간(MiB, 기본값 %1).</translation>
    </message>
    <message>
        <source>--code: the most trace the program may write, in MiB (default %1).</source>
        <translation>--code: 프로그램이 쓸 수 있는 트레이스의 최대 크기(MiB, 기본값 %1).</translation>
    </message>
    <message>
        <source>%1 declares the parameter %2, which is an option of gametree; rename it</source>
        <translation>%1 파일이 선언한 매개변수 %2 이름은 gametree의 옵션과 같습니다. 이름을 바꾸십시오</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; with --code, parameters are given as --name value</source>
        <translation>예상하지 못한 인수 &apos;%1&apos;. --code에서는 매개변수를 --이름 값 형식으로 지정합니다</translation>
    </message>
    <message>
        <source>--%1 limits a program given with --code</source>
        <translation>--%1 옵션은 --code로 준 프로그램의 제한입니다</translation>
    </message>
    <message>
        <source>(running when the program stopped)</source>
        <translation>(프로그램이 멈췄을 때 실행 중)</translation>
    </message>
    <message>
        <source>program: %1 s of CPU time, peak memory %L2 MiB</source>
        <translation>프로그램: CPU 시간 %1초, 최대 메모리 %L2 MiB</translation>
    </message>
    <message>
        <source>--%1 is not an option of --view icicle, which draws every call of the run</source>
        <translation>--%1 옵션은 --view icicle에서는 지정할 수 없습니다 (아이시클은 실행의 모든 호출을 그립니다)</translation>
    </message>
    <message>
        <source>wrote %1: an icicle of %2 calls, %3 drawn one by one</source>
        <translation>내보냈습니다: %1 (호출 %2회의 아이시클, %3회는 하나씩 그림)</translation>
    </message>
    <message>
        <source>[depth %L1] </source>
        <translation>[깊이 %L1] </translation>
    </message>
    <message>
        <source>export: a worksheet for students, every call&apos;s value hidden behind a blank box to fill in, and its answer key: two pages of one PDF, on A4 turned the way that shows more calls (or --fit slide).</source>
        <translation>export: 학생용 학습지(각 호출의 값을 채워 넣을 빈칸으로 가림)와 정답지를 PDF 하나의 두 페이지로 씁니다. 용지는 A4이며 호출이 더 많이 들어가는 방향(세로 또는 가로)으로 놓습니다(--fit slide도 가능).</translation>
    </message>
    <message>
        <source>--worksheet writes two pages, the worksheet and its answer key: use -o FILE.pdf (not .svg, .png or .dot)</source>
        <translation>--worksheet 옵션은 학습지와 정답지 두 페이지를 씁니다: -o FILE.pdf 형식으로 지정하십시오 (.svg, .png, .dot 불가)</translation>
    </message>
    <message>
        <source>--worksheet fits its pages: use --fit a4 (the default with --worksheet) or slide, not none</source>
        <translation>--worksheet 옵션은 페이지에 맞춰 그립니다: --fit a4(--worksheet의 기본값) 또는 slide를 지정하십시오. none은 허용되지 않습니다</translation>
    </message>
    <message>
        <source>wrote %1: a worksheet with %2 boxes to fill in, and its answer key</source>
        <translation>내보냈습니다: %1 (빈칸 %2개짜리 학습지와 정답지)</translation>
    </message>
    <message>
        <source>slides needs -o DECK.pdf or -o FOLDER/</source>
        <translation>slides에는 -o DECK.pdf 또는 -o 폴더/가 필요합니다</translation>
    </message>
    <message>
        <source>export, slides: draw a picture of more than %L1 nodes, or a PNG of more than %L2 million pixels (it takes minutes and gigabytes).</source>
        <translation>export, slides: 노드가 %L1개를 넘는 그림이나 %L2메가픽셀을 넘는 PNG도 그립니다(몇 분이 걸리고 메모리를 몇 GB 사용합니다).</translation>
    </message>
    <message>
        <source>use --every or --steps</source>
        <translation>--every나 --steps를 지정하십시오</translation>
    </message>
    <message>
        <source>--code: how the program&apos;s values read, instead of what it declares: %1.</source>
        <translation>--code: 프로그램이 선언한 종류 대신 사용할 값 읽는 방식: %1.</translation>
    </message>
    <message>
        <source>--values applies to --code programs; the built-in games have fixed values</source>
        <translation>--values는 --code 프로그램에만 적용됩니다. 내장 게임의 값 종류는 정해져 있습니다</translation>
    </message>
    <message>
        <source>--values: &apos;%1&apos; is not allowed; use %2</source>
        <translation>--values: &apos;%1&apos; 값은 허용되지 않습니다. %2 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>--code: the program&apos;s standard input, read from this file (default: an empty input).</source>
        <translation>--code: 프로그램의 표준 입력. 이 파일에서 읽습니다(기본: 빈 입력).</translation>
    </message>
    <message>
        <source>--code: the call to make on a class without main(), as LeetCode makes it, e.g. &apos;stoneGameII({2,7,9,4,4})&apos;.</source>
        <translation>--code: main()이 없는 클래스에 할 호출(LeetCode와 같음). 예: &apos;stoneGameII({2,7,9,4,4})&apos;.</translation>
    </message>
    <message>
        <source>--code: the recursive function to draw (repeatable); default: the one recursion in the file.</source>
        <translation>--code: 그릴 재귀 함수(반복 지정 가능). 기본: 파일 안의 유일한 재귀.</translation>
    </message>
    <message>
        <source>--code: draw the K-th top-level call of the recursion (a loop over test cases; default 1).</source>
        <translation>--code: 최상위에서 K번째로 시작된 재귀를 그립니다(테스트 케이스 반복, 기본 1).</translation>
    </message>
    <message>
        <source>--code: the C++ standard to compile with (default gnu++20, then gnu++17 and gnu++14 if it does not compile).</source>
        <translation>--code: 컴파일에 사용할 C++ 표준(기본 gnu++20, 컴파일되지 않으면 gnu++17, gnu++14).</translation>
    </message>
    <message>
        <source>--code: a folder of headers, e.g. the AtCoder Library (repeatable).</source>
        <translation>--code: 헤더 폴더. 예: AtCoder Library(반복 지정 가능).</translation>
    </message>
    <message>
        <source>--stdin: cannot read %1: %2</source>
        <translation>--stdin: 파일을 읽을 수 없습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>--std: &apos;%1&apos; is not allowed; use gnu++20, gnu++17, gnu++14, c++20, c++17 or c++14</source>
        <translation>--std: &apos;%1&apos; 값은 허용되지 않습니다. gnu++20, gnu++17, gnu++14, c++20, c++17, c++14 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>-I: %1 is not a folder</source>
        <translation>-I: 폴더가 아닙니다: %1</translation>
    </message>
    <message>
        <source>--%1 applies to a program given with --code</source>
        <translation>--%1 옵션은 --code로 지정한 프로그램에만 적용됩니다</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>참고: %1</translation>
    </message>
    <message>
        <source>%1 needs a game: %2</source>
        <translation>%1에는 게임이 필요합니다: %2</translation>
    </message>
    <message>
        <source>wrote %1: 1 slide</source>
        <translation>내보냈습니다: %1 (슬라이드 1장)</translation>
    </message>
    <message>
        <source>wrote %1: %L2 slides</source>
        <translation>내보냈습니다: %1 (슬라이드 %L2장)</translation>
    </message>
    <message>
        <source>export: tree (every call), dag (one node per state), icicle (the whole run, a band per depth) or table (the memo as the article&apos;s DP table).</source>
        <translation>export: tree(모든 호출), dag(상태마다 노드 하나), icicle(전체 실행, 깊이마다 띠 하나), table(원문의 DP 표로 본 메모).</translation>
    </message>
    <message>
        <source>--view table: number the cells in the order the recursion stored them (recursion, the default) or the order a bottom-up loop fills them (bottom-up).</source>
        <translation>--view table: 칸에 재귀가 저장한 순서(recursion, 기본값) 또는 바텀업 반복문이 채우는 순서(bottom-up)로 번호를 붙입니다.</translation>
    </message>
    <message>
        <source>--view: &apos;%1&apos; is not allowed; use tree, dag, icicle or table</source>
        <translation>--view: &apos;%1&apos; 값은 허용되지 않습니다. tree, dag, icicle, table 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>--%1 is not an option of --view table, which draws the memo, not the calls</source>
        <translation>--%1 옵션은 --view table에서는 지정할 수 없습니다(표는 호출이 아니라 메모를 그립니다)</translation>
    </message>
    <message>
        <source>--order numbers the cells of --view table: add --view table</source>
        <translation>--order는 --view table의 칸에 번호를 붙입니다. --view table을 추가하십시오</translation>
    </message>
    <message>
        <source>--order: &apos;%1&apos; is not allowed; use recursion or bottom-up</source>
        <translation>--order: &apos;%1&apos; 값은 허용되지 않습니다. recursion 또는 bottom-up을 지정하십시오</translation>
    </message>
    <message>
        <source>--compare draws call trees or icicles: leave out --view %1</source>
        <translation>--compare는 호출 트리나 아이시클을 그립니다. --view %1 옵션을 빼십시오</translation>
    </message>
    <message>
        <source>a web page steps through the call tree of one run: --view dag, icicle, table and --compare are for pictures</source>
        <translation>웹 페이지는 한 번의 실행의 호출 트리를 단계별로 보여 줍니다. --view dag, icicle, table과 --compare는 그림용입니다</translation>
    </message>
    <message>
        <source>--worksheet draws the call tree of one run: not --view dag, icicle or table, nor --compare</source>
        <translation>--worksheet는 한 번의 실행의 호출 트리를 그립니다. --view dag, icicle, table이나 --compare와 함께 지정할 수 없습니다</translation>
    </message>
    <message>
        <source>--view table: %1 does not say how its memo is laid out, so there is no table to draw</source>
        <translation>--view table: 게임 %1: 메모의 모양을 알려 주지 않아 그릴 표가 없습니다</translation>
    </message>
    <message>
        <source>wrote %1: a table of %2 cells, %3 stored by this step</source>
        <translation>내보냈습니다: %1 (표 %2칸, 이 단계까지 저장된 칸 %3칸)</translation>
    </message>
    <message>
        <source>a table has no graph to write as DOT; use .svg, .png or .pdf</source>
        <translation>표에는 DOT로 쓸 그래프가 없습니다. .svg, .png, .pdf 중 하나를 지정하십시오</translation>
    </message>
    <message>
        <source>slides draws the call tree, or with --view table the DP table, at its chosen steps: --step, --dpi, --compare and the other views are for export</source>
        <translation>slides는 고른 단계의 호출 트리를 그립니다(--view table이면 DP 표): --step, --dpi, --compare와 다른 보기는 export용입니다</translation>
    </message>
    <message>
        <source>wrote %1: %L2 slides of the DP table</source>
        <translation>내보냈습니다: %1 (DP 표 슬라이드 %L2장)</translation>
    </message>
    <message>
        <source>--view table: %1 has no table to draw: %2</source>
        <translation>--view table: %1 — 그릴 표가 없습니다: %2</translation>
    </message>
    <message>
        <source>--order bottom-up: %1 does not say how a bottom-up loop would fill its table; --order recursion is allowed</source>
        <translation>--order bottom-up: %1 — 바텀업 반복문이 표를 채우는 방식을 알려 주지 않습니다. --order recursion은 지정할 수 있습니다</translation>
    </message>
    <message>
        <source>%1 takes no options, got %2%3</source>
        <translation>옵션을 지정할 수 없는 명령입니다: %1 (지정: %2%3)</translation>
    </message>
    <message>
        <source>--version takes no arguments, got &apos;%1&apos;</source>
        <translation>--version에는 인수를 지정할 수 없습니다(지정: &apos;%1&apos;)</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; has a space or a line break in it; write the number or list without them</source>
        <translation>--%1: 공백이나 줄바꿈이 있습니다(&apos;%2&apos;). 숫자나 목록은 공백 없이 입력하십시오</translation>
    </message>
    <message>
        <source>--steps: the list is empty; give steps such as 1,12,30</source>
        <translation>--steps: 목록이 비어 있습니다. 1,12,30처럼 단계를 지정하십시오</translation>
    </message>
    <message>
        <source>--dpi sets the resolution of a PNG; %1 is not one</source>
        <translation>--dpi는 PNG의 해상도를 지정합니다. PNG가 아닌 파일입니다: %1</translation>
    </message>
    <message>
        <source>answer: none (the program stopped before it answered)</source>
        <translation>답: 없음(프로그램이 답하기 전에 멈췄습니다)</translation>
    </message>
    <message>
        <source>answer: none (the program printed nothing)</source>
        <translation>답: 없음(프로그램이 아무것도 출력하지 않았습니다)</translation>
    </message>
    <message>
        <source>prepare-code takes no arguments, got &apos;%1&apos;</source>
        <translation>prepare-code는 인수를 받지 않습니다. 받은 값: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>your code&apos;s precompiled headers were ready in %1</source>
        <translation>내 코드용 미리 컴파일된 헤더가 이미 %1에 있습니다</translation>
    </message>
    <message>
        <source>your code&apos;s precompiled headers are built in %1: the first file no longer waits for them</source>
        <translation>내 코드용 미리 컴파일된 헤더를 %1에 만들었습니다. 첫 파일도 이제 이를 기다리지 않습니다</translation>
    </message>
    <message>
        <source>Your own recursion instead of a game: a C++ or Python 3 file as written for a judge (or a C++ file written against gametree.h), run as a separate process.</source>
        <translation>게임 대신 직접 작성한 재귀: 채점기에 제출하는 그대로의 C++ 또는 Python 3 파일(또는 gametree.h를 사용하는 C++ 파일)을 별도 프로세스로 실행합니다.</translation>
    </message>
    <message>
        <source>--code FILE.py: the interpreter to run it with, e.g. pypy3 (default: python3).</source>
        <translation>--code FILE.py: 실행에 쓸 인터프리터. 예: pypy3(기본값: python3).</translation>
    </message>
    <message>
        <source>--code: the program&apos;s language when its name does not say (default: by the extension, else by the text).</source>
        <translation>--code: 파일 이름으로 알 수 없을 때의 프로그램 언어(기본값: 확장자로, 없으면 내용으로 판단).</translation>
    </message>
    <message>
        <source>--language: &apos;%1&apos; is not allowed; use cpp or python</source>
        <translation>--language: &apos;%1&apos; 값은 허용되지 않습니다. cpp 또는 python을 지정하십시오</translation>
    </message>
    <message>
        <source>--code: cannot read %1: %2</source>
        <translation>--code: 파일을 읽을 수 없습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>--%1 is for a program traced as written; %2 is written against gametree.h, which takes its parameters as --NAME VALUE, --memo, --short-circuit, --values, --std, -I, --cpu-limit, --memory-limit and --output-limit</source>
        <translation>--%1 옵션은 작성한 그대로 추적하는 프로그램용입니다. gametree.h로 작성된 프로그램(%2)에는 매개변수(--NAME VALUE), --memo, --short-circuit, --values, --std, -I, --cpu-limit, --memory-limit, --output-limit만 지정할 수 있습니다</translation>
    </message>
    <message>
        <source>--help takes no words but a command and its game, got &apos;%1&apos;</source>
        <translation>--help에는 명령과 게임 외의 단어를 지정할 수 없습니다. 지정된 단어: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>help takes no arguments, got &apos;%1&apos;</source>
        <translation>help에는 인수를 지정할 수 없습니다. 지정된 인수: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the write failed</source>
        <translation>쓰기에 실패했습니다</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1; what it shows is incomplete</source>
        <translation>표준 출력에 쓸 수 없습니다: %1. 출력 내용은 불완전합니다</translation>
    </message>
    <message>
        <source>--max-recorded limits what trace, export and slides record; solve records no calls</source>
        <translation>--max-recorded는 trace, export, slides가 기록하는 호출 횟수의 상한입니다. solve는 호출을 기록하지 않습니다</translation>
    </message>
    <message>
        <source>--skipped shows the moves a short-circuit did not try; %1 runs with no short-circuit here</source>
        <translation>--skipped는 조기 종료로 시도하지 않은 수를 보여 줍니다. 이 실행(%1)에는 조기 종료가 없습니다</translation>
    </message>
    <message>
        <source>--no-memo-links: with the memo off there are no memo links to leave out</source>
        <translation>--no-memo-links: 메모이제이션을 끄면 생략할 메모 화살표가 없습니다</translation>
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
gametree prepare-code   (코드를 컴파일할 때 쓰는 프리컴파일 헤더를 미리 만듭니다)
gametree solve GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]
gametree trace GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]
gametree export GAME PARAMS [--memo ...] [--short-circuit ...] -o FILE.svg|.png|.pdf|.dot|.html
        [--view tree|dag|icicle|table] [--order recursion|bottom-up] [--step K] [--palette default|colorblind|print|contrast] [--max-nodes N]
        [--depth D] [--no-legend] [--no-memo-links] [--skipped] [--dpi N] [--fit slide|a4|none] [--force]
        [--quiz] [--hide-source]   (.html: 한 단계씩 따라가는 웹 페이지)
        [--worksheet]   (-o FILE.pdf와 함께: 채워 넣는 학습지, 이어서 정답)
gametree slides GAME PARAMS [--memo ...] [--short-circuit ...] -o DECK.pdf|FOLDER/ [--every K | --steps a,b,c]
        [--palette ...] [--max-nodes N] [--depth D] [--fit slide|a4|none] [--force]
gametree solve|trace|export|slides --code FILE.cpp|FILE.py [--NAME VALUE ...] [--memo ...] [--short-circuit ...]
        [--stdin FILE] [--call &apos;method(args)&apos;] [--trace NAME] [--root K] [--std gnu++20] [-I DIR] [--python PATH]
        [--cpu-limit S] [--memory-limit MIB] [--output-limit MIB]   (직접 작성한 풀이: 작성한 그대로 또는 gametree.h로)
        [--values KIND]   (값을 읽는 방식: 선언이나 추정 대신 지정)
gametree play GAME PARAMS [--you first|second] [--json]   (솔버와 대전: 수의 번호를 입력)
gametree play --code FILE.cpp|FILE.py [--NAME VALUE ...] [--you first|second] [--json]
모든 명령: [--lang en|ja|ko]</translation>
    </message>
    <message>
        <source>play: whether you move first (the default) or second; the solver takes the other side.</source>
        <translation>play: 플레이어가 선공(기본값)인지 후공인지. 솔버가 반대편을 맡습니다.</translation>
    </message>
    <message>
        <source>games, solve, trace, export, slides or play</source>
        <translation>games, solve, trace, export, slides, play 중 하나</translation>
    </message>
    <message>
        <source>the game, for solve, trace, export, slides and play</source>
        <translation>solve, trace, export, slides, play의 대상 게임</translation>
    </message>
    <message>
        <source>no command given; the commands: games, solve, trace, export, slides, play, prepare-code (gametree --help says more)</source>
        <translation>명령이 없습니다. 명령: games, solve, trace, export, slides, play, prepare-code (자세한 내용은 gametree --help)</translation>
    </message>
    <message>
        <source>unknown command &apos;%1&apos;; the commands: games, solve, trace, export, slides, play, prepare-code</source>
        <translation>알 수 없는 명령 &apos;%1&apos;. 명령: games, solve, trace, export, slides, play, prepare-code</translation>
    </message>
    <message>
        <source>--%1 is an option of play, not of %2</source>
        <translation>--%1 옵션은 play 전용입니다. %2에는 지정할 수 없습니다</translation>
    </message>
    <message>
        <source>--%1 is not an option of play, which runs with the memo on and the short-circuit off so that every move of every position is known</source>
        <translation>--%1 옵션은 play에 지정할 수 없습니다. play는 모든 국면의 모든 수를 알 수 있도록 메모 켬, 조기 종료 끔으로 실행합니다</translation>
    </message>
    <message>
        <source>--you: &apos;%1&apos; is not allowed; use first or second</source>
        <translation>--you: &apos;%1&apos; 값은 허용되지 않습니다. first 또는 second를 지정하십시오</translation>
    </message>
    <message>
        <source>command</source>
        <comment>a positional argument&apos;s name in --help</comment>
        <translation>명령</translation>
    </message>
    <message>
        <source>game</source>
        <comment>a positional argument&apos;s name in --help</comment>
        <translation>게임</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Game Tree Studio: step through a game solver&apos;s recursion.</source>
        <translation>게임 트리 스튜디오: 게임 솔버의 재귀를 한 단계씩 따라갑니다.</translation>
    </message>
    <message>
        <source>Use the memo table.</source>
        <translation>메모 표를 사용합니다.</translation>
    </message>
    <message>
        <source>Return at the first deciding move.</source>
        <translation>승부를 결정하는 첫 수에서 바로 반환합니다.</translation>
    </message>
    <message>
        <source>Open the run at this step.</source>
        <translation>이 단계에서 실행을 엽니다.</translation>
    </message>
    <message>
        <source>Save a picture of the window once the run is shown, then quit.</source>
        <translation>실행을 보여 준 뒤 창 그림을 저장하고 끝냅니다.</translation>
    </message>
    <message>
        <source>Language: en, ja or ko.</source>
        <translation>언어: en, ja, ko.</translation>
    </message>
    <message>
        <source>Start in presentation mode (full screen; Esc leaves).</source>
        <translation>발표 모드로 시작합니다 (전체 화면, Esc로 나가기).</translation>
    </message>
    <message>
        <source>Start in quiz mode: pause before each return to ask.</source>
        <translation>퀴즈 모드로 시작합니다: 반환 직전에 멈춰 문제를 냅니다.</translation>
    </message>
    <message>
        <source>Show the state graph (one node per state) in place of the call tree.</source>
        <translation>호출 트리 대신 상태 그래프(상태마다 노드 하나)를 보여 줍니다.</translation>
    </message>
    <message>
        <source>With --screenshot: also write what the canvas shows, as JSON.</source>
        <translation>--screenshot과 함께: 화면에 보이는 것을 JSON으로도 씁니다.</translation>
    </message>
    <message>
        <source>Show beside the run the same run with this option flipped.</source>
        <translation>이 옵션을 뒤집은 같은 실행을 옆에 나란히 보여 줍니다.</translation>
    </message>
    <message>
        <source>Your code as written: the file its standard input comes from (the Standard input box).</source>
        <translation>작성한 그대로의 코드: 표준 입력을 읽을 파일(“표준 입력” 칸).</translation>
    </message>
    <message>
        <source>Your code as written, a class without main(): the call to make (the Call box).</source>
        <translation>작성한 그대로의 코드, main()이 없는 클래스: 할 호출(“호출” 칸).</translation>
    </message>
    <message>
        <source>Your code as written: draw the K-th top-level call of its recursion.</source>
        <translation>작성한 그대로의 코드: 재귀의 K번째 최상위 호출을 그립니다.</translation>
    </message>
    <message>
        <source>Show the memo as its DP table in place of the call tree.</source>
        <translation>호출 트리 대신 메모를 DP 표로 보여 줍니다.</translation>
    </message>
    <message>
        <source>The memo table&apos;s numbers: when the recursion stored each cell, or when a bottom-up loop fills it.</source>
        <translation>메모 표의 번호: 재귀가 각 칸을 저장한 순서, 또는 바텀업 반복문이 채우는 순서.</translation>
    </message>
    <message>
        <source>--order: &apos;%1&apos; is not allowed; use recursion or bottom-up</source>
        <translation>--order: &apos;%1&apos; 값은 허용되지 않습니다. recursion 또는 bottom-up을 지정하십시오</translation>
    </message>
    <message>
        <source>With --screenshot: compile and run the session&apos;s code without asking.</source>
        <translation>--screenshot과 함께: 세션의 코드를 묻지 않고 컴파일하고 실행합니다.</translation>
    </message>
    <message>
        <source>%1 contains C++ code, which --screenshot runs only with --run-code; open the session in the window to read the code first</source>
        <translation>%1에는 C++ 코드가 들어 있습니다. --screenshot은 --run-code가 있을 때만 이 코드를 실행합니다. 먼저 창에서 세션을 열어 코드를 읽으십시오</translation>
    </message>
    <message>
        <source>--run-code is for a session&apos;s code with --screenshot (gametree-studio SESSION.gtree --screenshot FILE.png --run-code)</source>
        <translation>--run-code는 --screenshot으로 세션의 코드를 실행할 때 쓰는 옵션입니다(gametree-studio SESSION.gtree --screenshot FILE.png --run-code)</translation>
    </message>
    <message>
        <source>--view-report goes with --screenshot: it is written with the picture</source>
        <translation>--view-report는 --screenshot과 함께 지정하십시오. 그림과 함께 기록됩니다</translation>
    </message>
    <message>
        <source>A game (%1), a .gtree session or your own .cpp or .py file.</source>
        <translation>게임(%1), .gtree 세션 또는 내 .cpp나 .py 파일.</translation>
    </message>
    <message>
        <source>--stdin: cannot read %1: %2</source>
        <translation>--stdin: 파일을 읽을 수 없습니다: %1 (%2)</translation>
    </message>
    <message>
        <source>--%1 does not apply to a session, which opens with its own run and step; change them in the window</source>
        <translation>--%1 옵션은 세션에 적용되지 않습니다. 세션은 저장된 실행과 단계로 열리므로 창에서 변경하십시오</translation>
    </message>
    <message>
        <source>--%1 is for a program traced as written; %2 is written against gametree.h, which takes --memo, --short-circuit and --step here, and its parameters in the window&apos;s form</source>
        <translation>--%1 옵션은 작성한 그대로 추적하는 프로그램용입니다. gametree.h로 작성된 프로그램(%2)에는 여기서 --memo, --short-circuit, --step만 지정할 수 있고, 매개변수는 창의 양식에서 지정합니다</translation>
    </message>
    <message>
        <source>cannot write to standard output: %1</source>
        <translation>표준 출력에 쓸 수 없습니다: %1</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; give one game, session or code file, and parameters as --name value</source>
        <translation>예상하지 못한 인수: &apos;%1&apos;. 게임, 세션 또는 코드 파일 하나와 --name value 형식의 매개변수를 지정하십시오</translation>
    </message>
    <message>
        <source>--state-graph and --dp-table each show one tab in place of the call tree; give one of them</source>
        <translation>--state-graph와 --dp-table은 각각 호출 트리 대신 탭 하나를 표시합니다. 둘 중 하나만 지정하십시오</translation>
    </message>
    <message>
        <source>--view-report and --screenshot name the same file, %1; the report would replace the picture</source>
        <translation>--view-report와 --screenshot이 같은 파일을 가리킵니다: %1. 보고서가 그림을 덮어쓰게 됩니다</translation>
    </message>
    <message>
        <source>--step: %1 is past the run&apos;s last step, %2; use a step from 1 to %2</source>
        <translation>--step: 실행의 마지막 단계(%2)를 넘는 값입니다: %1. 1부터 %2 사이의 단계를 지정하십시오</translation>
    </message>
    <message>
        <source>--%1 goes with the game or code file it changes: name it first (gametree-studio prime --n 7 --%1 off)</source>
        <translation>--%1 옵션은 바꿀 게임이나 코드 파일과 함께 지정합니다. 먼저 그것을 지정하십시오 (gametree-studio prime --n 7 --%1 off)</translation>
    </message>
    <message>
        <source>--step: &apos;%1&apos; is not allowed; use a whole number from 1</source>
        <translation>--step: &apos;%1&apos; 값은 허용되지 않습니다. 1 이상의 정수를 지정하십시오</translation>
    </message>
    <message>
        <source>--short-circuit: %1 has no short-circuit (its value needs every move)</source>
        <translation>--short-circuit: %1 게임에는 조기 종료(단락 평가)가 없습니다 (값을 구하려면 모든 수가 필요합니다)</translation>
    </message>
    <message>
        <source>--stdin: %1 is longer than %L2 characters</source>
        <translation>--stdin: 파일이 %L2자를 넘습니다: %1</translation>
    </message>
    <message>
        <source>--root: &apos;%1&apos; is not allowed; use a whole number from 1 to %L2</source>
        <translation>--root: &apos;%1&apos; 값은 허용되지 않습니다. 1부터 %L2 사이의 정수를 지정하십시오</translation>
    </message>
    <message>
        <source>--%1 is for your own code: name its .cpp or .py file (gametree-studio FILE.py --%1 ...)</source>
        <translation>--%1 옵션은 직접 작성한 코드용입니다. 해당 .cpp 또는 .py 파일을 지정하십시오 (gametree-studio FILE.py --%1 ...)</translation>
    </message>
    <message>
        <source>--compare: &apos;%1&apos; is not allowed; use memo or short-circuit</source>
        <translation>--compare: &apos;%1&apos; 값은 허용되지 않습니다. memo 또는 short-circuit을 지정하십시오</translation>
    </message>
    <message>
        <source>Shows this help.</source>
        <translation>이 도움말을 표시합니다.</translation>
    </message>
    <message>
        <source>Shows the version.</source>
        <translation>버전을 표시합니다.</translation>
    </message>
    <message>
        <source>Start in Play mode: the class plays the game against the solver.</source>
        <translation>대전 모드로 시작합니다: 우리 반이 솔버와 대전합니다.</translation>
    </message>
</context>
</TS>
