## App and home screen
app-title = Sampo & Sáhkku
app-tagline = 北歐傳統棋盤遊戲，大家圍著同一個螢幕一起玩。
home-sampo-title = 桑波 Sampo
home-sampo-desc = 《卡勒瓦拉》的競速遊戲。跟著英雄們航向波胡拉，奪取桑波，再把它帶回家。2 到 6 位玩家、一顆骰子、金幣和一個公共錢庫。
home-play-sampo = 開始玩桑波
home-language = 語言
home-sound = 音效
home-keys = 按鍵：Tab 在各個控制項之間移動，空白鍵或 Enter 擲骰子。

## Set-up
setup-title = 新的一局桑波
setup-players = 玩家
setup-add-player = 新增玩家
setup-remove-player = 移除 { $name }
setup-name = 名字
setup-colour = 顏色
setup-kind = 操作者
kind-human = 真人
kind-computer = 電腦
sampo-computer-help = 電腦座位會自己擲骰。Sampo 的每一步都由骰子決定，沒有可選擇之處，因此電腦沒有等級可選（Sáhkku 有四級）。
setup-default-name = 玩家 { $n }
setup-starts = 誰先開始？
setup-starts-help = 古老的規則說由年紀最小的玩家先開始：請選出是誰。
setup-rules = 家規
setup-rules-help = 古老的規則有幾處沒說清楚。下面每個選項採用一種讀法；第一個是我們的預設。
setup-rules-reset = 恢復預設
setup-start = 開始遊戲
setup-back = 返回
setup-error-name = 每位玩家都需要名字。
setup-error-same-name = 已有其他玩家使用這個名字：請為每位玩家取不同的名字。
setup-error-same-colour = 已有其他玩家使用這個顏色：請選擇其他顏色。

colour-red = 紅
colour-blue = 藍
colour-green = 綠
colour-gold = 金
colour-purple = 紫
colour-orange = 橘

## Board
board-start = 起點
board-pot = 錢庫
board-round = 第 { $n } 輪
board-turn = 輪到 { $name } 擲骰
board-roll = 擲骰子
board-roll-keys = 空白鍵或 Enter
board-computer-rolls = { $name } 正在擲骰…
board-coins = { $n } 個金幣
board-narration = 剛才發生的事
board-quit = 離開遊戲
board-quit-confirm = 要離開這一局嗎？進度會遺失。
board-quit-confirm-saved = 要離開這局遊戲嗎？它已保存在你的已存遊戲中。
board-die = 骰子是 { $n } 點。
board-square = 第 { $n } 格：{ $title }
status-miss = 略過 { $n } 輪
status-trapped = 需要 { $need } 點（還剩 { $n } 次）
status-test = 需要 { $need } 點
status-gathering = 在第 23 格等待
status-home = 已到家，第 { $n } 名
status-rescuable = 剛被送回起點

## Narration of what happened
ev-rolled = { $name } 擲出 { $roll } 點。
ev-walked = { $name } 走到第 { $to } 格。
ev-bounced = { $name } 超過第 40 格，往回數到第 { $to } 格。
ev-overshot = { $name } 必須剛好擲到終點，所以留在原地。
ev-jumped = { $name } 被移到第 { $to } 格。
ev-sent-home = { $name } 回到起點。
ev-pay-pot = { $name } 付 { $n } 個金幣到錢庫。
ev-receive-pot = { $name } 從錢庫拿走 { $n } 個金幣。
ev-pay-player = { $name } 付 { $n } 個金幣給 { $other }。
ev-short = （原本應付 { $due } 個。）
ev-miss = { $name } 將略過 { $n } 輪。
ev-skipped = { $name } 這一輪不玩。
ev-skipped-gathering = { $name } 在第 23 格等其他人。
ev-trapped = { $name } 被困在這裡 { $n } 次擲骰，除非擲出 { $need } 點。
ev-escape-failed = 沒有擲出 { $need } 點：{ $name } 留在原地。還要等 { $n } 次。
ev-escaped = { $name } 擲出需要的 { $need } 點，脫困了！
ev-released = { $name } 已經等夠了，下一輪繼續前進。
ev-freed = { $by } 來到這裡，救出了 { $name }。
ev-rescued = { $helper } 在第 10 格把 { $name } 拉上船。
ev-test-failed = { $name } 需要別的點數：{ $roll } 點不算。
ev-gathering-opened = { $name } 第一個拿到康特勒琴，拿走錢庫的一半！大家現在都要在第 23 格集合。
ev-gathering-complete = 大家都聚集在康特勒琴旁了：航程繼續。
ev-bonus = { $name } 再擲一次。
ev-bonus-lost = { $name } 無法使用第二次擲骰。
ev-finished = { $name } 到家了！第 { $place } 名。
ev-turn = { $name }，輪到你擲骰。
ev-turn-computer = 輪到 { $name } 擲骰。

## Winner screen
winner-title = { $name } 把桑波帶回家了！
winner-place = 名次
winner-player = 玩家
winner-coins = 金幣
winner-square = 格子
winner-length = 這一局共 { $rounds } 輪、擲了 { $rolls } 次骰子。
winner-again = 同樣的玩家再玩一局
winner-home = 回到首頁

## House rules
rule-chained-effects = 被移到的格子
rule-chained-effects-off = 只有骰子走到的格子生效
rule-chained-effects-on = 被移到的格子也生效
rule-chained-effects-help = 當某一格把你送到別處（13 到 9、16 到 17…），新格子的指示是否也要執行？
rule-rescue = 在第 10 格被拉上船
rule-rescue-on-arrival = 有人走到第 10 格時
rule-rescue-also-waiting = 也包括已經有人站在第 10 格時
rule-rescue-help = 剛被第 6 格的塞壬送回起點的玩家，會被第 10 格上的幫手拉過去，並付 2 個金幣給錢庫、3 個給幫手。
rule-gathering = 康特勒琴（第 23 格）
rule-gathering-all-wait = 所有人都等到全員到齊
rule-gathering-first-waits = 只有第一個到的人要等
rule-gathering-help = 第一個到第 23 格的人拿走錢庫的一半，並在那裡等到大家都到齊。
rule-sailing = 航向波胡拉（第 24 格）
rule-sailing-until-two = 一直留到擲出 2 點
rule-sailing-one-try = 只試一次，之後正常前進
rule-sailing-help = 在第 24 格只有擲出 2 點才能到第 26 格，其他點數不算。
rule-halves = 奇數的一半
rule-halves-down = 無條件捨去
rule-halves-up = 無條件進位
rule-halves-help = 第 23 格錢庫的一半，和第 31 格你金幣的一半。
rule-overshoot = 超過第 40 格
rule-overshoot-bounce = 從 40 往回數
rule-overshoot-stay = 必須剛好擲到（第 39 格除外）
rule-overshoot-help = 第 39 格說多出的點數要往回數；這個選項把它套用到其他格子，或要求剛好擲到。
rule-bounce = 往回數
rule-bounce-from-home = 從第 40 格開始數
rule-bounce-from-here = 從自己所在的格子開始數
rule-bounce-help = 多出的點數從哪裡開始往回數。
rule-money = 金幣不夠
rule-money-pay-what-you-have = 有多少付多少
rule-money-debt = 可以欠債
rule-money-help = 玩家要付的比手上的多時怎麼辦。
rule-finish = 遊戲結束
rule-finish-first-home = 第一個到家的人獲勝，遊戲結束
rule-finish-places = 其他人繼續爭後面的名次
rule-finish-help = 第一個到家的人拿走錢庫；其他人可以繼續玩，爭取名次。

## The 40 squares
square-0-title = 起點
square-1-title = 求婚
square-1-story = 旅程從遙遠北方的一次求婚開始。
square-1-effect = 什麼事也沒發生。
square-2-title = 鍛造寶劍
square-2-story = 鐵匠為旅程打造寶劍。
square-2-effect = 付 1 個金幣到錢庫。
square-3-title = 你的寶劍
square-3-story = 你的寶劍打好了，要付錢給鐵匠。
square-3-effect = 付 2 個金幣到錢庫。
square-4-title = 馬與船
square-4-story = 你在牧場抓到了馬，回程時卻看到岸邊有一艘船。
square-4-effect = 前往第 5 格，並略過一輪。
square-5-title = 岸邊
square-5-story = 你在水邊停了下來。
square-5-effect = 略過一輪。
square-6-title = 塞壬之歌
square-6-story = 塞壬唱起歌來，你忘了自己要去哪裡。
square-6-effect = 付 1 個金幣，回到起點。
square-7-title = 划槳
square-7-story = 船員都累壞了；你抓起槳，船輕快地滑出去。
square-7-effect = 前進到第 11 格。
square-8-title = 平靜的水面
square-8-story = 兩份古老的規則都缺了這一格：水面平靜，什麼事也沒發生。
square-8-effect = 什麼事也沒發生。
square-9-title = 第九格
square-9-story = 銀行家要一個金幣。
square-9-effect = 付 1 個金幣到錢庫。
square-10-title = 拉人上船
square-10-story = 你把一個游泳的人拉上船。
square-10-effect = 剛從第 6 格被送回起點的玩家會被移到這裡，並付 2 個金幣到錢庫、3 個金幣給你。
square-11-title = 皮哈科斯基急流
square-11-story = 維納莫寧掌舵，帶船衝下皮哈科斯基急流。
square-11-effect = 如果是擲出 6 點（從第 5 格）來到這裡，點數加倍：前進到第 17 格，並付 1 個金幣到錢庫。
square-12-title = 梭子魚
square-12-story = 船撞上一條巨大的梭子魚。
square-12-effect = 略過一輪。
square-13-title = 落水
square-13-story = 你拔劍砍梭子魚，卻跌進水裡，只剩兩隻腳露在外面。
square-13-effect = 回到第 9 格。
square-14-title = 獲救
square-14-story = 你被救了上來。
square-14-effect = 付 2 個金幣給下一位玩家，答謝救援。
square-15-title = 刺中怪魚
square-15-story = 你用寶劍刺中了怪魚。
square-15-effect = 略過一輪。
square-16-title = 梭子魚上船
square-16-story = 梭子魚被拉上了船。
square-16-effect = 前進到第 17 格。
square-17-title = 漁獲
square-17-story = 船員們捕完魚後休息。
square-17-effect = 略過一輪，除非你是擲出 6 點來到這裡。
square-18-title = 做成康特勒琴
square-18-story = 你用梭子魚的顎骨做了一把康特勒琴。
square-18-effect = 前進到第 23 格。
square-19-title = 沒人會彈
square-19-story = 男女老少都來試彈康特勒琴，卻沒有人成功。
square-19-effect = 退回第 17 格。
square-20-title = 吹牛的人
square-20-story = 你自稱是康特勒琴大師，結果彈不出來。
square-20-effect = 退回第 17 格，並付 9 個金幣到錢庫。
square-21-title = 火爐旁的老翁
square-21-story = 你的琴聲吵醒了火爐旁的老翁，他要你走得遠遠的。
square-21-effect = 退回第 17 格，並付 1 個金幣到錢庫。
square-22-title = 離康特勒琴一步之遙
square-22-story = 康特勒琴就在眼前。
square-22-effect = 下一次必須擲出 1 點才能到第 23 格；擲出其他點數就退回第 17 格。
square-23-title = 康特勒琴找到主人
square-23-story = 維納莫寧彈起琴來，整個民族都聽得入迷。
square-23-effect = 第一個到的人拿走錢庫的一半。大家都在這裡等到全員到齊，然後一起繼續航程。
square-24-title = 航向波胡拉
square-24-story = 英雄們揚帆駛向北方的波胡拉。
square-24-effect = 只有擲出 2 點才能前進到第 26 格；其他點數不算。
square-25-title = 抵達波胡拉
square-25-story = 船被拉上波胡拉的海灘。
square-25-effect = 從錢庫拿 3 個金幣。
square-26-title = 索討桑波
square-26-story = 波胡拉的女主人拒絕交出桑波，還威脅要開戰。
square-26-effect = 付 2 個金幣到錢庫。
square-27-title = 唱睡波胡拉
square-27-story = 你用康特勒琴把波胡拉的人唱得睡著了，這需要一點時間。
square-27-effect = 略過一輪，並向其他每位玩家各拿 1 個金幣。
square-28-title = 銅山
square-28-story = 英雄們走進銅山深處尋找桑波。
square-28-effect = 略過一輪，之後連續擲兩次骰子。
square-29-title = 挖出桑波
square-29-story = 你用波胡拉的牛和犁挖出桑波的根，把它搬上船。
square-29-effect = 從錢庫拿 3 個金幣。
square-30-title = 離開波胡拉
square-30-story = 英雄們離開波胡拉，向大自然的力量求助。
square-30-effect = 向其他每位玩家各拿 1 個金幣，並移到第 33 格；在那裡除非擲出 6 點，否則要等一次擲骰。
square-31-title = 鶴
square-31-story = 你太早開始唱歌，嚇得一隻鶴驚叫著飛回波胡拉。
square-31-effect = 把你一半的金幣交給錢庫。
square-32-title = 追擊開始
square-32-story = 鶴吵醒了波胡拉；女主人準備好一艘船追趕小偷。
square-32-effect = 移到第 37 格，並付 2 個金幣到錢庫。
square-33-title = 大霧
square-33-story = 大霧籠罩，直到你用寶劍劈開它。
square-33-effect = 除非擲出 6 點，否則等兩次擲骰。有玩家來到這裡就能救你出來。
square-34-title = 伊庫－圖爾蘇
square-34-story = 怪物伊庫－圖爾蘇從水底冒出；你抓住牠的耳朵把牠丟回去。
square-34-effect = 除非擲出 5 點，否則等兩次擲骰。有玩家來到這裡就能救你出來。
square-35-title = 暴風雨
square-35-story = 可怕的暴風雨差點把船打碎。
square-35-effect = 除非擲出 4 點，否則等三次擲骰。有玩家來到這裡就能救你出來。
square-36-title = 瞭望
square-36-story = 你從桅杆頂端遠遠看見波胡拉的船。
square-36-effect = 從錢庫拿 3 個金幣。
square-37-title = 礁石
square-37-story = 你變出一塊礁石，波胡拉的船撞上去碎了。
square-37-effect = 向其他每位玩家各拿 1 個金幣。
square-38-title = 老鷹
square-38-story = 化身老鷹的波胡拉女主人撲向桑波；你用槳打她的爪子，桑波掉進了海裡。
square-38-effect = 除非擲出 2 點直接到家，否則等兩次擲骰。
square-39-title = 老鷹飛回去
square-39-story = 戰鬥結束了，老鷹飛回波胡拉。
square-39-effect = 擲出 1 點就到家；點數更大時，多出的點數從第 40 格往回數。
square-40-title = 到家
square-40-story = 你帶著桑波回到家了。
square-40-effect = 你贏了，拿走錢庫裡所有的金幣。

## Sáhkku：首頁與設定
home-sahkku-title = 薩赫庫 Sáhkku
home-sahkku-desc = 薩米人的雙人戰鬥競速遊戲。擲出木條骰，喚醒你的士兵，讓他們沿著「8」字形路線前進，並吃掉對手的棋子。收錄俄文資料中的所有規則家族，可以和朋友或電腦對戰。
home-play-sahkku = 開始玩薩赫庫
sk-setup-title = 新的一局薩赫庫
sk-family = 規則家族
sk-variant-navuon-raisa = Návuon · Ráisa
sk-variant-navuon-raisa-desc = 西部家族，與丹麥、挪威的 daldøs 相近：13 個方格、12 名士兵、兩顆 X、I、II、III 骰子，必須依嚴格順序使用。棋子永遠不會回到自己的家排。
sk-variant-navuon-maze = Návuon · Máze
sk-variant-navuon-maze-desc = Máze 地方的 Návuon：棋盤與棋子相同（「爺爺」和「奶奶」），但骰子可以用任何順序。
sk-variant-gavkevuotna = Gávkevuotna
sk-variant-gavkevuotna-desc = 北部家族，世代相傳從未中斷：15 條線、三顆骰子（Ø 走四格）、骰子順序自由、己方士兵不能互相超越，gonagas被招募時會向前一步，而且算在勝負之內。
sk-variant-gavkevuotna-miedut = Gávkevuotna · Miedut
sk-variant-gavkevuotna-miedut-desc = 鏡像路線的 Gávkevuotna：第二位玩家往另一個方向出發，兩軍從同一端進入中間排。
sk-variant-gavkevuotna-ohcejot = Gávkevuotna · Ohcejot
sk-variant-gavkevuotna-ohcejot-desc = Ohcejot（烏茨約基）gonagas的 Gávkevuotna：停在對手的gonagas上時，可以選擇招募它或吃掉它，吃掉就結束遊戲。
sk-variant-lagesvuon = Lágesvuon
sk-variant-lagesvuon-desc = 東部家族，最有特色：未喚醒的士兵不能被吃，但可以被封鎖；gonagas可以往任何方向走；每方各有一位皇后——失去她就輸了。
sk-variant-unjarga = Unjárga
sk-variant-unjarga-desc = 來自 Unjárga（內瑟比）：士兵喚醒後直接上到中間排，進入對手的家排就能得到gonagas，Ø 值 0 還是 4 由玩家事先約定。
sk-variant-luujavr = Luujávr
sk-variant-luujavr-desc = 資料作者自己的規則，以洛沃澤羅命名：兩面的圓片翻面即喚醒，鏡像路線，可以封鎖，在gonagas的線上或空著的中心格就能得到它。
sk-variant-vuonnamarkan = Vuonnamárkan — 世界盃
sk-variant-vuonnamarkan-desc = Lágesvuon 加上 Unjárga 的 gonagas，照 Unjárga（Vuonnamárkan）的 Sáhkku 世界盃那樣玩：任何棋子都不能停在有未喚醒棋子的線上；gonagas 歸於第一個進入對方家排的一方，之後敵方停到它的線上就把它奪走；gonagas 和皇后沿路線走，或直直橫越各排。
sk-compare = 比較各家族
sk-family-navuon-raisa = Návuon
sk-family-gavkevuotna = Gávkevuotna
sk-family-lagesvuon = Lágesvuon
sk-family-unjarga = Unjárga
sk-family-luujavr = Luujávr
sk-family-vuonnamarkan = Vuonnamárkan
sk-cmp-board = 棋盤
sk-cmp-pieces = 每方棋子
sk-cmp-dice = 骰子
sk-cmp-order = 骰子順序
sk-cmp-activation = 喚醒士兵
sk-cmp-captures = 吃子
sk-cmp-king = gonagas
sk-cmp-queens = 皇后
sk-cmp-win = 如何獲勝
sk-cmp-queen = 一位皇后
sk-cmp-captures-all = 已喚醒和未喚醒的棋子
sk-cmp-captures-block = 只吃已喚醒的；未喚醒的會被封鎖
sk-cmp-captures-active = 只吃已喚醒的棋子
sk-cmp-captures-untouchable = 只吃已喚醒的；不能停在未喚醒的棋子上
sk-cmp-start = 誰先開始
sk-cmp-win-soldiers = 吃光對手的士兵（gonagas不算）
sk-cmp-win-all-pieces = 吃光對手所有棋子，包括gonagas
sk-cmp-win-queen = 或吃掉對手的皇后
sk-cmp-win-blocked = 或讓對手只剩被封鎖的棋子
sk-default-name-1 = 玩家 1
sk-default-name-2 = 玩家 2
sk-seat-one = 使用普通金字塔（深色），從 a 排出發
sk-seat-two = 使用有缺口的金字塔（淺色），從 c 排出發
sk-level-random = 電腦：初學
sk-level-greedy = 電腦：快速
sk-level-expert = 電腦：專家
sk-level-master = 電腦：大師
sk-think = 大師的思考時間
sk-think-quick = 短（每回合 0.2 秒）
sk-think-normal = 一般（每回合 1 秒）
sk-think-long = 長（每回合 3 秒）
sk-think-help = 大師在每個回合前往後推演棋局的時間，只保存在這台裝置上。在電腦上，短時間也夠；手機一秒內看得較少，因此在手機上短時間棋力較弱，長時間有幫助。
sk-starts-first-x = 誰先開始：輪流擲一顆骰子，直到有人擲出 X。
sk-starts-most-x = 誰先開始：雙方各擲全部骰子，X 最多的人先開始。
sk-starts-first-x-all = 誰先開始：輪流擲全部骰子，第一個擲出 X 的人就用這一擲先開始。
sk-starts-first-x-all-then-throw = 誰先開始：輪流擲全部骰子，第一個擲出 X 的人先開始，並重新擲骰來走第一回合。
sk-rules-help = 家族的每條規則都可以更改。每一行說明它改變什麼；被改過的規則會標示出來。
sk-reset-rules = 恢復這個家族的規則
sk-impossible = 這些規則不能一起使用。
sk-group-board = 棋盤與棋子
sk-group-dice = 骰子
sk-group-activation = 喚醒士兵
sk-group-path = 路線
sk-group-lines = 同一條線
sk-group-captures = 吃子
sk-group-king = gonagas
sk-group-queens = 皇后
sk-group-start = 誰先開始
sk-group-win = 獲勝
sk-opt-board = 棋盤
sk-opt-board-help = Návuon 每排 13 個方格，或每排 15 條線。
sk-opt-board-13 = 3 × 13 格
sk-opt-board-15 = 3 × 15 線
sk-opt-soldiers = 每方士兵
sk-opt-soldiers-help = 12 名時，家排的出口格空著（Návuon）。
sk-opt-soldiers-12 = 12 名士兵
sk-opt-soldiers-15 = 15 名士兵
sk-opt-dice = 骰子
sk-opt-dice-help = 擲幾顆木條骰。
sk-opt-dice-2 = 2 顆
sk-opt-dice-3 = 3 顆
sk-opt-faces = 骰面
sk-opt-faces-help = 每顆骰子的四個面。
sk-opt-faces-x-i-ii-iii = X、I、II、III
sk-opt-faces-x-iii-ii-blank = X、III、II、Ø
sk-opt-blank = Ø 的值
sk-opt-blank-help = 空白面不動，或走四條線。
sk-opt-blank-0 = 不動
sk-opt-blank-4 = 4 條線
sk-opt-x-reroll = 重擲 X
sk-opt-x-reroll-help = 走棋之前，顯示 X 的骰子可以重擲。
sk-opt-x-reroll-off = 不行
sk-opt-x-reroll-once = 每顆一次
sk-opt-x-reroll-repeat = 只要還是 X 就可以
sk-opt-xxx-reroll = X-X-X
sk-opt-xxx-reroll-help = 三個 X 可以一起重擲。
sk-opt-xxx-reroll-off = 不行
sk-opt-xxx-reroll-on = 可以
sk-opt-order = 骰子順序
sk-opt-order-help = 嚴格：先用 X，再依家族的順序；用不了的點數連同後面的一起作廢。
sk-opt-order-free = 任何順序
sk-opt-order-strict = 嚴格順序
sk-opt-activation-order = 喚醒哪名士兵
sk-opt-activation-order-help = 任何未喚醒的士兵，或嚴格從最靠近出口的開始。
sk-opt-activation-order-free = 任何一名
sk-opt-activation-order-strict = 排在最前面的
sk-opt-activation = 喚醒方式
sk-opt-activation-help = X 除了把士兵轉過來之外還做什麼。
sk-opt-activation-step = 轉過來並前進一步
sk-opt-activation-to-middle = 轉過來並移到中間排
sk-opt-activation-flip = 原地翻面
sk-opt-path = 路線
sk-opt-path-help = 「8」字路線、Návuon 不回家的路線，或 Miedut 鏡像路線。
sk-opt-path-base = 8 字形，迎面相遇
sk-opt-path-never-home = 不再回家
sk-opt-path-miedut = 鏡像（Miedut）
sk-opt-own-stacking = 己方士兵同線
sk-opt-own-stacking-help = 同一位玩家已喚醒的士兵能否站在同一條線上。
sk-opt-own-stacking-off = 不可以
sk-opt-own-stacking-on = 可以
sk-opt-no-overtaking = 超越己方士兵
sk-opt-no-overtaking-help = 士兵能否越過自己的另一名士兵。
sk-opt-no-overtaking-off = 可以
sk-opt-no-overtaking-on = 禁止
sk-opt-active-with-inactive = 已喚醒與未喚醒同線
sk-opt-active-with-inactive-help = 已喚醒的士兵能否和未喚醒的士兵站在同一條線上。
sk-opt-active-with-inactive-off = 不可以
sk-opt-active-with-inactive-on = 可以
sk-opt-capture-inactive = 吃未喚醒的士兵
sk-opt-capture-inactive-help = 還在家排的士兵能否被吃。
sk-opt-capture-inactive-off = 不行
sk-opt-capture-inactive-on = 可以
sk-opt-blocking = 封鎖
sk-opt-blocking-help = 站在對手未喚醒士兵上的士兵會封鎖它，以及排在它後面的所有士兵。
sk-opt-blocking-off = 沒有
sk-opt-blocking-on = 有
sk-opt-king-recruit = 得到gonagas
sk-opt-king-recruit-help = gonagas如何換邊。
sk-opt-king-recruit-land = 停在它的線上
sk-opt-king-recruit-step-forward = 停在它的線上；它向前一步
sk-opt-king-recruit-enemy-home-row = 進入對手的家排
sk-opt-king-recruit-land-or-centre = 它的線上，或空著的中心格
sk-opt-king-recruit-home-row-then-land = 先進入對手的家排，之後停在它的線上
sk-opt-king-moves = gonagas的走法
sk-opt-king-moves-help = 像士兵一樣向前，或往任何方向。
sk-opt-king-moves-path = 像士兵一樣向前
sk-opt-king-moves-any-direction = 任何方向
sk-opt-king-moves-luujavr = X 任何方向，II 和 III 沿著排走
sk-opt-king-with-own = gonagas與己方士兵
sk-opt-king-with-own-help = gonagas能否和主人的士兵站在一起。
sk-opt-king-with-own-off = 不可以
sk-opt-king-with-own-on = 可以
sk-opt-king-with-enemy-inactive = gonagas與對手未喚醒士兵
sk-opt-king-with-enemy-inactive-help = gonagas能否和對手未喚醒的士兵站在同一條線上。
sk-opt-king-with-enemy-inactive-off = 不可以
sk-opt-king-with-enemy-inactive-on = 可以
sk-opt-king-counts = gonagas算數
sk-opt-king-counts-help = 是否也要抓到gonagas才能獲勝。
sk-opt-king-counts-off = 不算
sk-opt-king-counts-on = 算
sk-opt-ohcejot = 吃掉gonagas（Ohcejot）
sk-opt-ohcejot-help = 停在對手的gonagas上時，可以吃掉它而不是招募它。
sk-opt-ohcejot-off = 不可以
sk-opt-ohcejot-wins = 可以，而且獲勝
sk-opt-ohcejot-removes = 可以，遊戲繼續
sk-opt-queens = 皇后
sk-opt-queens-help = 每方在標記的線上有一位皇后；失去她就輸了。
sk-opt-queens-off = 沒有
sk-opt-queens-on = 有
sk-opt-soldier-takes-queen = 士兵與皇后
sk-opt-soldier-takes-queen-help = Lágesvuon 的原始資料兩種說法都有；請選擇一種讀法。
sk-opt-soldier-takes-queen-off = 士兵不停在皇后上
sk-opt-soldier-takes-queen-on = 士兵可吃已喚醒的皇后
sk-opt-any-direction = 任何方向的走法
sk-opt-any-direction-help = gonagas和皇后的走法。
sk-opt-any-direction-straight = 直線
sk-opt-any-direction-turning = 可以轉彎
sk-opt-any-direction-track = 沿路線或直直橫越
sk-opt-middle-row-pass = 沿路線走中間排
sk-opt-middle-row-pass-help = 路線經過中間排兩次，去程一次、回程一次：皇后或 gonagas 在中間排的線上，可以沿兩趟繼續走，還是只能沿它所在的那一趟？
sk-opt-middle-row-pass-both = 兩趟都可以
sk-opt-middle-row-pass-own = 只沿所在的那一趟
sk-opt-first-player = 誰先開始
sk-opt-first-player-help = 每人擲一顆直到出現 X、擲全部骰子比誰的 X 多，或輪流擲全部骰子直到出現 X（這一擲拿來走，或只用來決定誰先）。
sk-opt-first-player-first-x = 先出 X
sk-opt-first-player-most-x = X 最多
sk-opt-first-player-first-x-all = 先出 X（全部骰子）
sk-opt-first-player-first-x-all-then-throw = 先出 X（全部骰子），再重擲
sk-opt-even-odds = 公平開局
sk-opt-even-odds-help = 每方最靠近出口的三名士兵一開始就醒著，留在原地。
sk-opt-even-odds-off = 不用
sk-opt-even-odds-on = 三名醒著
sk-opt-blocked-loses = 只剩被封鎖的棋子
sk-opt-blocked-loses-help = 只剩被封鎖士兵的一方是否判輸。
sk-opt-blocked-loses-off = 不算輸
sk-opt-blocked-loses-on = 判輸

## Sáhkku：對局
sk-board-label = { $family } 的棋盤
sk-cell-active = { $name } 的 { $n } 名已喚醒士兵
sk-cell-inactive = { $name } 的 { $n } 名未喚醒士兵
sk-cell-queen = { $name } 的皇后
sk-cell-king = gonagas，無主
sk-cell-king-of = { $name } 的gonagas
sk-cell-homeward = 在回程上
sk-cell-target = 可以走到的線
sk-seat-count = { $n } 名士兵，失去 { $lost } 名
sk-status-opening = { $name } 擲骰決定誰先開始
sk-status-throw = 輪到 { $name } 擲骰
sk-status-rerolls = { $name }：保留這次擲骰，或重擲 X
sk-status-move = 輪到 { $name } 走棋
sk-throw = 擲骰子
sk-throw-opening = 擲一顆骰子
sk-computer-thinking = { $name } 正在下棋…
sk-computer-stalled = 無法載入電腦玩家（這部裝置是否離線？）。棋局沒有任何遺失。
sk-computer-ask-again = 再試一次
sk-master-unscored = 無法載入大師學習而得的評估（這部裝置是否離線？），因此它暫時以人工設計的評估下棋。
sk-dice = 骰子
sk-die-label = 第 { $n } 顆骰子：{ $face }，{ $state }
sk-die-unused = 未使用
sk-die-used = 已使用
sk-die-burnt = 作廢
sk-die-rerolled = 重擲過
sk-moves = 你的走法
sk-keep = 保留這次擲骰
sk-reroll-die = 重擲第 { $n } 顆骰子
sk-reroll-all = 三顆一起重擲
sk-capture-king = 吃掉gonagas
sk-undo-move = 取消上一步
sk-undo-turn = 取消我上一回合
sk-show-path = 顯示路線
sk-path-of = { $name } 的路線
sk-log = 已走的棋
sk-replay = 重播
sk-replay-at = 第 { $n } 步，共 { $total } 步
sk-replay-start = 開頭
sk-replay-back = 上一步
sk-replay-forward = 下一步
sk-replay-end = 結尾
sk-replay-close = 關閉重播
sk-replay-from-start = 從頭重播
sk-review-open = 檢討這局
sk-review = 對局檢討
sk-review-reading = 正在讀取對局…
sk-review-broken = 這局無法檢討：{ $why }
sk-review-chart-title = 每輪開始前的勝率。
sk-review-chart-reading = 依電腦評估，{ $name } 的勝率：最高 { $high }（第 { $high-turn } 輪前），最低 { $low }（第 { $low-turn } 輪前）。
sk-review-luck = 擲骰運氣：{ $points } 個百分點
sk-review-cost = 決策損失：{ $points } 個百分點（{ $decisions } 個決策中有 { $errors } 個失誤）
sk-review-error-rate = 錯誤率：每個決策 { $points } 個百分點
sk-review-costliest = 代價最高的三個決策
sk-review-none = 沒有任何決策造成損失。
sk-review-decision = 第 { $turn } 輪，{ $name }：損失 { $points } 個百分點
sk-review-played = 實際走法：{ $moves }
sk-review-better = 較佳走法：{ $moves }
sk-review-explain = 一次擲骰的運氣，是它相對於平均擲骰為勝率帶來的變化；一個決策的代價，是它相對於最佳走法損失的勝率。兩者都以勝率的百分點計算，依電腦的評估。點選一個決策，即可在棋盤上看到它，並標出較佳走法。錯誤率是每個決策平均損失的勝率，不計被迫的走法。
sk-review-learned = 這裡電腦的評估，就是大師下棋所用的評估：它與自己對弈數千盤而學會的評估。
sk-review-close = 關閉檢討
sk-review-deepen = 像提示一樣衡量每個決定（{ $time }）
sk-review-deepen-help = 上面每個決定只往前看一輪。提示的大師可以用開局前選的思考時間，逐一更深入地衡量每個決定。
sk-review-weighing = 正在像提示一樣衡量第 { $done } 個決定，共 { $total } 個…
sk-review-deep-failed = 無法重新衡量這些決定：電腦玩家沒有回應（這部裝置是否離線？）。上面的檢討仍然有效；請再試一次。
sk-review-ranked = 每個決定都像提示一樣衡量過（{ $time }）：提示會評為最佳的走法不損失任何勝率。
sk-piece-soldier = 士兵
sk-piece-king = gonagas
sk-piece-queen = 皇后
sk-ev-opening = { $name } 擲出 { $faces }。
sk-ev-starts = { $name } 擲出 X，先開始。
sk-ev-thrown = { $name } 擲出 { $faces }。
sk-ev-reroll = { $name } 重擲 { $n } 顆骰子。
sk-ev-rerolled = 第 { $die } 顆骰子現在是 { $face }。
sk-ev-activated = { $name } 喚醒 { $from } 的{ $piece }，它走到 { $to }。
sk-ev-activated-flip = { $name } 喚醒 { $from } 的{ $piece }。
sk-ev-moved = { $name } 把{ $piece }從 { $from } 走到 { $to }（{ $face }）。
sk-ev-captured = { $name } 在 { $cell } 吃掉 { $victim } 的 { $n } 枚棋子。
sk-ev-recruited = { $name } 得到了gonagas（在 { $cell }）。
sk-ev-blocks = { $name } 封鎖了 { $cell } 上未喚醒的士兵。
sk-ev-burnt = { $name } 無法使用 { $faces }：作廢。
sk-ev-skipped = { $name } 沒有可走的棋，這一回合作廢。
sk-ev-turn = 輪到 { $name }。
sk-wins = { $name } 獲勝：{ $why }
sk-draw = 和局：已達回合上限。
sk-why-no-pieces = 對手沒有棋子了。
sk-why-only-king = 對手只剩不算數的gonagas。
sk-why-queen = 對手的皇后被吃掉了。
sk-why-king-captured = 對手的gonagas被吃掉了。
sk-why-blocked = 對手只剩被封鎖的棋子。
sk-illegal-game-over = 遊戲已經結束。
sk-illegal-not-now = 現在不能這樣做。
sk-illegal-bad-throw = 這不是這些骰子擲得出的結果。
sk-illegal-no-such-die = 沒有這顆骰子。
sk-illegal-die-used = 這顆骰子已經用過了。
sk-illegal-die-order = 骰子必須依序使用：先用 X，再依家族的順序。
sk-illegal-blank-die = 在這個家族裡 Ø 不能走。
sk-illegal-needs-x = 只有 X 能喚醒棋子。
sk-illegal-no-reroll = 這顆骰子不能重擲。
sk-illegal-no-such-piece = 你在那裡沒有可以走的棋子。
sk-illegal-activation-order = 士兵要依序喚醒：最靠近出口的先。
sk-illegal-blocked = 這名士兵被它線上或前面的敵人封鎖了。
sk-illegal-not-activated = 這名士兵還沒醒：需要一個 X。
sk-illegal-wrong-distance = 這顆骰子走不到那條線。
sk-illegal-not-your-king = gonagas不是你的。
sk-illegal-own-piece = 你的士兵已經在那條線上。
sk-illegal-with-inactive = 在這裡已喚醒的士兵不能和未喚醒的士兵站在一起。
sk-illegal-overtakes = 士兵不能越過自己的士兵。
sk-illegal-king-with-own = gonagas不能和你的士兵或皇后站在一起。
sk-illegal-king-with-inactive = gonagas不能和對手未喚醒的士兵站在一起。
sk-illegal-queen-line = 士兵不能停在皇后的線上，皇后也不能停在未喚醒士兵或己方士兵的線上。
sk-illegal-cannot-recruit = 無法得到gonagas：它要前進的地方有你自己的棋子。
sk-illegal-king-not-taken = 要進入對手的家排才能得到gonagas，停在它上面不行。
sk-illegal-no-king-capture = 只有 Ohcejot 規則才能吃掉gonagas。
sk-illegal-no-move-for-die = 現在沒有棋子能用這顆骰子走。

## 存檔
save-failed = 無法存檔：這個瀏覽器不允許儲存（無痕模式，或空間已滿）。遊戲會繼續，但不會被保留。
save-damaged = 無法開啟你的存檔：{ $why } 它已原封不動地另外保存。
save-error-foreign = 這不是本程式的存檔（已損壞，或來自別處）。
save-error-future = 它是由較新版本的程式存的。
save-error-invalid = 其中的對局不符合規則。{ $detail }
save-invalid-entry = 記錄中的第 { $n } 項「{ $entry }」無法進行。{ $why }
save-invalid-seats = 列出的座位：{ $seats }；對局的玩家：{ $players }。
save-invalid-player = 其中有本程式不認識的玩家：「{ $player }」。
save-invalid-player-count = 桑波由 2 到 6 位玩家進行，不是 { $n } 位。
save-invalid-start-seat = 其中沒有開局的第 { $seat } 個座位。
save-invalid-game-over = 對局已經結束了。
save-invalid-bad-roll = 這不是六面骰擲得出的點數。
save-invalid-family = 其中有本程式不認識的規則體系：「{ $name }」。
save-invalid-rule = 其中有本程式不認識的自訂規則：「{ $name }」。
save-invalid-rule-value = 「{ $value }」不是自訂規則「{ $name }」的值。
save-invalid-rules-text = 其中的自訂規則無法讀取：「{ $text }」。
save-invalid-rules-impossible = 其中的自訂規則不能同時使用。
save-invalid-unreadable = 這在那時既不是擲骰也不是可走的棋步。
save-invalid-not-the-dice = 這不是本局骰子擲出的結果。
save-download = 下載保留的副本
save-dismiss = 關閉

## Updates
update-ready = 新版本的程式已經準備好。你的遊戲已存檔。
update-reload = 重新載入

## Saved games and replays
slots-title = 已存的遊戲
slots-save-as = 另存為…
slots-name-prompt = 這個存檔的名稱：
slots-save-failed = 無法存檔：這個瀏覽器不允許儲存（無痕模式，或空間已滿）。
slots-finished = 已結束
slots-turn = 第 { $n } 回合
slots-imported = 已匯入並檢查：{ $name }
slots-import-refused = 這個檔案沒有匯入：{ $why }
slots-import = 匯入遊戲檔案…
slots-drop = 或把遊戲檔案拖到這個頁面上。
slots-none = 還沒有存檔。在遊戲中使用「另存為…」。
slots-name = 名稱
slots-game = 遊戲
slots-progress = 進度
slots-date = 存檔時間
slots-open = 開啟
slots-replay = 重播
slots-rename = 重新命名
slots-export = 匯出
slots-delete = 刪除
slots-delete-confirm = 要刪除存檔「{ $name }」嗎？刪除後無法復原。
slots-autosaved-name = 進行中的遊戲（自動保留）
replay-pause = 暫停
replay-play-0 = 慢速播放
replay-play-1 = 播放
replay-play-2 = 快速播放
save-other-tab = 這局遊戲也在另一個分頁中開啟：這個分頁已停止存檔，以免互相覆蓋。

## Projector
projector = 投影模式
projector-keys = 投影模式：大字與高對比（按 F 鍵）

## Keys help
keys-title = 按鍵
keys-space-key = 空白鍵 / Enter
keys-space = 擲骰子（桑波）、擲木條骰（薩赫庫）；棋子移動時按下可立即走完
keys-dice-key = 1 2 3
keys-dice = 選擇一顆薩赫庫骰子
keys-keep-key = K
keys-keep = 保留薩赫庫的擲骰
keys-undo-key = U
keys-undo = 取消你上一步薩赫庫走法，或收回上一次桑波擲骰
keys-path-key = P
keys-path = 顯示每一方的路線
keys-cells-key = Tab、← ↑ → ↓、Enter
keys-cells = 在按鈕與棋盤的線之間移動；Enter 先選棋子，再選標記的線
keys-projector-key = F
keys-projector = 投影模式
keys-help-key = ? / Esc
keys-help = 顯示 / 關閉這個說明

## Lab
home-lab-desc = 實驗室能在瞬間進行數千局電腦對局，並畫出結果：一局有多長、哪個座位獲勝、骰子把棋子送到哪裡。
lab-title = 實驗室
lab-intro = 選擇遊戲與規則，電腦就會依你要求的局數對弈，骰子可重現。圖表會隨著對局增長，每張圖都用一句話說明它呈現的內容。
lab-loading = 正在開啟實驗室…
lab-unavailable = 無法載入實驗室（這部裝置是否離線？）。應用程式的其他部分仍可使用；裝置連上網路後請再試一次。
lab-game = 遊戲
lab-players = 玩家人數
lab-games = 局數
lab-seed = 骰子種子
lab-seed-help = 相同的種子與設定會產生完全相同的對局：班級可以重做實驗，或只改一條規則來觀察它的影響。
lab-seat = 第 { $n } 座
lab-compare = 並排比較兩種設定
lab-setting-a = 設定 A
lab-setting-b = 設定 B
lab-rules-default = 一般規則
lab-rules-changed = 已改 { $n } 條規則
lab-run = 開始對局
lab-cancel = 停止
lab-error-seed = 骰子種子必須是整數，例如 1 或 2026。
lab-progress = 進度
lab-running = 已完成 { $done } / { $target } 局 · 約剩 { $left } 秒
lab-finished = 已在 { $secs } 秒內完成 { $done } 局（每秒 { $rate } 局）。
lab-cancelled = 在 { $target } 局中完成 { $done } 局後停止：圖表顯示已完成的對局。
lab-failed = 在 { $target } 局中完成 { $done } 局後停止：無法載入電腦玩家（這部裝置是否離線？）。
lab-results = 結果
lab-chart-length-rounds = 對局長度（輪）。
lab-chart-length-turns = 對局長度（回合）。
lab-chart-wins = 各座位勝率，附 95% 信賴區間。
lab-chart-heat = 回合結束時棋子停在賽道的位置。
lab-chart-coins = 每一格每局移動的錢幣。
lab-chart-captures = 每局被吃掉的棋子，依吃子的一方區分。
lab-chart-burnt = 為移動而擲出的各面中被燒掉的比例。
lab-soldiers = 士兵
lab-kings = 國王（gonagas）
lab-queens = 王后
lab-into-pot = 進入彩池
lab-out-of-pot = 離開彩池
lab-between-players = 玩家之間
lab-net-pot = 彩池淨額
lab-fair-share = 機會均等：{ $share }
lab-heat-cell = 第 { $n } 格：{ $share } 的回合在此結束
lab-read-none = 尚無對局。
lab-read-length-rounds = 一半的對局在 { $median } 輪內結束，九成在 { $p90 } 輪內結束，最長的一局有 { $max } 輪。
lab-read-length-turns = 一半的對局在 { $median } 回合內結束，九成在 { $p90 } 回合內結束，最長的一局有 { $max } 回合。
lab-read-wins-few = 對局太少，無法比較座位：請多下幾局。
lab-read-wins-even = 第 { $best } 座最常獲勝（{ $best-share }），第 { $worst } 座最少（{ $worst-share }），但這樣的差距單靠運氣就會出現：各座位看來一樣好（各 { $fair }）。
lab-read-wins-uneven = 第 { $best } 座最常獲勝（{ $best-share }），第 { $worst } 座最少（{ $worst-share }）；單靠運氣很少出現這麼大的差距，所以座位有影響。
lab-read-draws = 有 { $n } 局因達到上限而以和局結束。
lab-read-landings = 回合最常結束在第 { $most } 格（{ $most-share }），最少在第 { $least } 格（{ $least-share }）；若每格機會相同，每格應為 { $even }。
lab-read-coins = 第 { $into } 格讓彩池增加最多（每局 { $into-mean } 枚），第 { $out } 格讓彩池減少最多（每局 { $out-mean } 枚）。
lab-read-captures = 每局平均有 { $mean } 枚棋子被吃：第一方吃 { $one } 枚，第二方吃 { $two } 枚。
lab-read-burnt-none = 這些對局中沒有骰子被燒掉。
lab-read-burnt = { $face } 最常被燒掉：為移動而擲出的 { $face } 中有 { $share } 作廢；{ $least } 最少（{ $least-share }）。
lab-read-compare-same = 兩種設定下對局長度差不多（平均 A 為 { $a }，B 為 { $b }）。
lab-read-compare-longer = 設定 B 的對局平均長了 { $change }（{ $b } 對 { $a }）。
lab-read-compare-shorter = 設定 B 的對局平均短了 { $change }（{ $b } 對 { $a }）。

## Dice statistics
dice-title = 骰子統計
dice-expected = 公正的骰子：{ $share }
dice-read-few = 目前 { $n } 次投擲：太少，無法判斷骰子；大約需要 { $need } 次。
dice-read-fair = { $n } 次投擲：各面次數與公正骰子的差距不超過運氣造成的範圍（χ² = { $chi2 }，低於 { $limit }）。
dice-read-unlikely = { $n } 次投擲：公正的骰子出現這麼大差距的機會不到二十分之一（χ² = { $chi2 }，高於 { $limit }）；請繼續統計，或檢查骰子。

## Teacher controls
teacher-title = 教師控制
teacher-step-on = 逐步
teacher-step = 逐步：電腦每次行動前等待 N（或「下一步」）
teacher-next = 電腦的下一步（N）
teacher-pace = 電腦的速度
teacher-pace-slow = 慢
teacher-pace-normal = 正常
teacher-pace-fast = 快
teacher-legal = 顯示合法的走法（清單與標記的線）
teacher-undo-roll = 收回上一次擲骰（U）
keys-next-key = N
keys-next = 電腦的下一步（教師控制，逐步）

## Board as a list, typed moves
sk-list-title = 以清單呈現棋盤
sk-row-home = { $name } 的本陣列
sk-row-middle = 中間列
sk-row-empty = 這一列沒有棋子。
sk-line = 第 { $n } 線
sk-type-label = 輸入走法
sk-type-play = 走
sk-type-help = 使用走法清單的記譜，例如 X*a15-b15 或 III:b15-b12；輸入「t」擲骰；空格與大小寫不影響。
sk-type-unknown = 「{ $move }」在這裡不是可行的走法。走法清單顯示每一步的寫法。

## Explaining a square (Sampo)
board-explain-here = 目前在這裡：{ $names }。
board-explain-empty = 目前沒有棋子在這裡。
board-explain-close = 關閉
keys-squares-key = ← → Home End、Enter
keys-squares = 桑波：沿著賽道移動格子，閱讀該格的故事與效果

## Explaining a Sáhkku piece
sk-explain = 位於 { $cell } 的{ $piece }現在可以走：{ $moves }。點選標記的線，或輸入其中一步。

## 規則頁
rules-title = 規則
rules-open = 規則
rules-family-open = 這個家族的規則
rules-close = 關閉（Esc）
rules-loading = 正在開啟規則…
rules-unavailable = 無法載入規則（這部裝置是否離線？）。應用程式的其他部分仍可使用；裝置連上網路後請再試一次。
rules-choose = 要讀哪一種規則
rules-contents = 本頁內容
rules-house-rules = 這是你們這桌的規則，包含改過的家規。
rules-before-title = 之前：
rules-after-title = 之後：
rules-before = { $name } 擲出 { $faces }，走 { $move }。
rules-path-of = { $name } 的士兵路線，從箭頭起點開始。
rules-compare-title = 各家族對照
rules-sk-start-title = 誰先開始
rules-sk-start = { $first-player ->
    [most-x] 雙方各擲全部骰子；擲出較多 X 的一方先開始，平手就重擲。
    [first-x-all] 雙方輪流擲全部骰子，直到有一擲出現 X。那位玩家先開始，這一擲就是他的第一回合。
    [first-x-all-then-throw] 雙方輪流擲全部骰子，直到有一擲出現 X。那位玩家先開始，並重新擲骰來走第一回合。
   *[other] 雙方輪流擲一顆骰子，直到有人擲出 X。那位玩家先開始，並把這個 X 留到第一回合使用——它必須用來喚醒一名士兵。
} { $even-odds ->
    [on] 公平開局：每方最靠近出口的三名士兵一開始就醒著，留在原地，第四名是下一個被喚醒的。
   *[other] {""}
}
rules-sk-board-title = 棋盤與路線
rules-sk-board = 棋盤有三列，每列 { $len } { $cells ->
    [yes] 格
   *[no] 條線
}：雙方各自的本陣列，以及中間的中間列。開始時，每名士兵都未喚醒，躺在自己的本陣列上{ $queens ->
    [on] ，每方的皇后在中間列的標記線上等待，
   *[off] ，
}而 gonagas（還不屬於任何一方的國王）站在中央的標記線上。{ $path ->
    [never-home] 士兵沿本陣列前進，然後一次又一次繞著中間列和對方的列走：永遠不回家。
    [miedut] 士兵走「8」字形：本陣列、中間列、對方的列，再回到中間列。第二位玩家的路線是鏡像的，所以兩軍從同一端進入中間列。
   *[other] 士兵一圈又一圈地走「8」字形：本陣列、中間列、對方的列，再回到中間列。
}
rules-sk-dice-title = 骰子
rules-sk-dice = { $faces ->
    [x-i-ii-iii] 共有 { $dice } 顆骰子，是刻有 X、I、II、III 的四面長棒：X 和 I 讓棋子走一條線，II 走兩條，III 走三條。
   *[other] 共有 { $dice } 顆骰子，是刻有 X、II、III 和空白面 Ø 的四面長棒：X 讓棋子走一條線，II 走兩條，III 走三條，Ø { $blank ->
        [0] 完全不走
       *[other] 走四條
    }。
}{ $order ->
    [strict] 骰子要照固定順序使用：先用 X，再用 { $faces ->
        [x-i-ii-iii] I、II、III
       *[other] III、II、Ø
    }。
   *[other] 骰子可以照任何順序使用。
}每顆骰子移動一枚棋子；沒有棋子能用的骰子就燒掉。
rules-sk-waking-title = 喚醒士兵
rules-sk-waking = 未喚醒的士兵不能移動。{ $activation ->
    [flip] 擲出 X 的骰子可以把一枚未喚醒的棋片在原地翻面：從此它就是喚醒的。
    [to-middle] 擲出 X 的骰子可以喚醒一名士兵，它直接走到中間列。
   *[other] 擲出 X 的骰子可以喚醒一名士兵：它站起來，沿路線走一條線。
}{ $activation-order ->
    [strict] 士兵依序喚醒，最靠近本陣列出口的先醒。
   *[other] 任何一名未喚醒的士兵都可以被喚醒。
}
rules-sk-lines-title = 移動與同一條線
rules-sk-lines = 喚醒的棋子沿路線走的線數，必須剛好等於它的骰子點數。哪些棋子可以站在同一條線上、士兵能不能超越自己人，各家族不同：
rules-sk-capture-title = 吃子
rules-sk-capture = 棋子走完停在有敵方棋子的線上，就把它們全部吃掉，移出棋盤。{ $capture-inactive ->
    [on] 未喚醒的士兵也會被吃。
   *[other] 只能吃喚醒的棋子；未喚醒的士兵不能被吃。
}
rules-sk-blocking-title = 封鎖
rules-sk-blocking = 士兵走完停在敵方未喚醒的士兵上，就站在它上面封鎖它：那名士兵以及同一列中在它後面的士兵，都不能喚醒，直到封鎖者離開。
rules-sk-king-title = Gonagas
rules-sk-king = { $king-recruit ->
    [step-forward] 士兵走完停在 gonagas 的線上，就為自己這方贏得它，gonagas 立刻沿新主人的路線向前走一條線。
    [enemy-home-row] 士兵走進對方的本陣列，就為自己這方贏得 gonagas，不論它在哪裡；任何士兵都不能停在它的線上。
    [land-or-centre] 士兵走完停在 gonagas 的線上，或停在空出來的中央線上，就為自己這方贏得它。
    [home-row-then-land] gonagas 不屬於任何人，任何棋子都不能停在它的線上，直到第一名士兵進入對方的本陣列：那名士兵為自己這方贏得它，不論它在哪裡。之後，敵方士兵或皇后走完停在 gonagas 的線上，就把它奪過來，和它同在一條線上；gonagas 永遠不會被吃。
   *[other] 士兵走完停在 gonagas 的線上，就為自己這方贏得它。
}從此它為這一方行動，直到另一方把它贏回去。
rules-sk-queen-title = 皇后
rules-sk-queen = 每方都有一位皇后，開始時未喚醒，站在中間列最靠近自己出口的標記線上。X 讓她走一步到空的線上而喚醒；{ $any-direction ->
    [track] 喚醒後她和 gonagas 一樣走：沿自己的路線向前或向後，或直直橫越各排，正好走骰子顯示的線數{ $middle-row-pass ->
        [own] {""}；在中間排上她只沿所在的那一趟繼續走：她走來的那一趟，或橫越過來時，接在她離開那一排之後的那一趟
       *[other] {""}；在中間排的線上，她可以沿路線的任一趟繼續走
    }
   *[other] 喚醒後她可以往任何方向走
}。{ $soldier-takes-queen ->
    [off] 皇后或 gonagas（士兵不行）
   *[on] 棋子
}走完停在已喚醒的敵方皇后上就吃掉她，她那一方立刻輸掉。
rules-sk-win-title = 獲勝
rules-sk-win = 獲勝方法：{ $how }。對局達到 { $turns } 回合就算和局。
rules-sampo-goal-title = 旅程
rules-sampo-goal = 每位玩家駕著棋子，航過《卡勒瓦拉》故事的 40 格，從第一格到第 40 格，帶著桑波回家。
rules-sampo-turn-title = 一個回合
rules-sampo-turn = 最年輕的玩家先開始，然後依序輪流。擲骰子，把棋子往前走那麼多格，再照你停下那一格的指示做：付錢或拿錢、前進或後退、或等待。下面是三位玩家各擲一次的結果：
rules-sampo-coins-title = 金幣與錢庫
rules-sampo-coins = 每人拿 15 枚金幣，各付 5 枚到公共錢庫，所以每人開始時有 10 枚。格子會讓你付錢到錢庫、從錢庫拿錢，或付錢給其他玩家；第一個到達第 23 格的人拿走錢庫的一半。
rules-sampo-holds-title = 等待
rules-sampo-holds = 有些格子會留住你的棋子：你要休息一回或幾回，或者要擲出指定點數才能繼續（第 22、24、33 到 35 和 38 格）。在第 33 到 35 格，其他玩家到達時會把你救出來。
rules-sampo-end-title = 結束
rules-sampo-end = 第一個到達第 40 格的玩家獲勝，拿走錢庫裡剩下的錢。擲出會超過 40 的點數時，從第 40 格往回數，除非家規要求剛好擲到。
rules-sampo-squares-title = 40 格
rules-sampo-square-story = 格子與故事
rules-sampo-square-effect = 作用

## 教學
tutorial-open = 學習怎麼玩
tutorial-title = 學習怎麼玩
tutorial-step = 第 { $n } 步，共 { $of } 步
tutorial-end = 結束教學
tutorial-rules = 閱讀規則
tutorial-computer = 電腦
tutorial-sampo-first-roll = 你是玩家 1，在起點。大家從第 1 格航向第 40 格，第一個到家的人獲勝。擲骰子：按「擲骰子」或空白鍵。
tutorial-sampo-square = 你在第 { $n } 格「{ $title }」。每一格都有故事和指示：{ $effect } 旁白會把它們唸出來。再輪到你時，就擲骰子。
tutorial-sampo-coins = 金幣：每人開始時有 10 枚，錢庫收著大家付進去的錢。列表顯示每個人的金幣，小數字表示剛剛的變化。再擲一次。
tutorial-sampo-explain = 有些格子會留住你：你要休息幾回，或要擲出指定點數才能繼續。想讀任何一格，就點它，或用方向鍵在棋盤上移動再按 Enter。再擲一次。
tutorial-sampo-done = 你需要知道的就這些。繼續玩到第 40 格，或閱讀規則了解所有細節。
tutorial-sk-opening = 首先決定誰先開始：雙方輪流擲一顆骰子，第一個擲出 X 的人先開始。按「擲一顆骰子」或空白鍵。
tutorial-sk-throw = 輪到你：擲骰子。按「擲骰子」或空白鍵。
tutorial-sk-reroll = 你擲出了可以重擲的 X：選那顆骰子再擲一次，或保留這次的結果（K）。
tutorial-sk-wake = 你有一個 X。你的士兵睡在本陣列（a 列），只有 X 能喚醒一名。點一名士兵，再點它要去的標記線，或從列表選這一步。
tutorial-sk-move = 每顆骰子讓一枚醒著的棋子走它的點數那麼多條線。點一名站著的士兵，再點標記線，或從列表選這一步。
tutorial-sk-wait = { $name } 正在走。看棋盤：虛線是上一步。
tutorial-sk-captured = 你吃子了！走完停在敵方棋子上，就把它們移出棋盤。
tutorial-sk-lost = { $name } 吃掉了你的棋子。停到它的棋子上來反擊。
tutorial-sk-burnt = 沒有棋子能用的骰子燒掉了：這一回合它作廢。
tutorial-sk-done = 你已經會基本的了：用 X 喚醒、用骰子走、停在敵人身上吃子。其餘的在規則裡：gonagas，以及怎樣獲勝。
ask-cancel = 取消
ask-save = 儲存

# 以連結與 QR 碼分享對局（issue 18）
share-open = 分享
share-title = 分享這局遊戲
share-what-game = 目前進行到此的對局
share-what-position = 把這個局面當作提問：「這裡你會怎麼走？」
share-qr = 連結的 QR 碼
share-note = 對局就藏在連結本身裡：打開連結的人會在自己的裝置上得到一份副本。
share-link = 連結
share-copy = 複製連結
share-copied = 連結已複製。
share-copy-failed = 這個瀏覽器不允許複製連結：請選取後自行複製。
share-native = 分享…
share-close = 關閉
shared-title = 分享來的對局
shared-question = 這裡你會怎麼走？
shared-sampo = 三寶，玩家：{ $names }。目前擲骰次數：{ $rolls }。
shared-sahkku = 薩赫庫（{ $family }）：{ $one } 對 { $two }。目前步數：{ $moves }。
shared-over = 這局已經結束。
shared-play = 從這裡繼續下
shared-position = 打開這個局面
shared-watch = 從第一步開始觀看
shared-home = 回到首頁
shared-note = 在這裡繼續的對局只屬於你：另一台裝置保留它自己的副本。你原本進行中的對局會保存在「已存的遊戲」裡。
shared-resume = 回到你的對局
link-error = 這個連結打不開任何東西：{ $why }
link-error-foreign = 這不是 Sampo & Sáhkku 對局的連結。
link-error-damaged = 它已損壞或被截斷。請再要一次，或複製完整的連結。
link-error-future = 它是由較新版本的應用程式產生的。請重新載入應用程式以更新。
link-error-invalid = 其中的對局不符合規則。{ $detail }
share-page-title = 分享這一頁
share-page-note = 連結會在另一台裝置上以同一種語言打開這一頁。
share-lesson-title = 分享這堂課
share-lesson-note = 連結會在另一台裝置上以同一種語言開始同一堂課。
share-lab-title = 分享這組設定
share-lab-note = 連結會以這組設定打開實驗室：按「開始對局」會重新下出同樣的對局（由種子決定）。
lab-shared = 分享來的設定：按「開始對局」會重新下出同樣的對局。

## Play by link (issue 18)
kind-link = 遠方的朋友（用連結）
sk-seat-two-link = 使用有缺口的金字塔（淺色），從 c 排出發，在自己的裝置上下：每一回合後你們互傳一個連結
link-slot-name = 用連結下的 Sáhkku：{ $name }
link-status-waiting = 等待 { $name } 的連結
link-invite-title = 邀請 { $name }
link-invite-note = 把這個邀請傳給 { $name }。對方的回覆會以連結傳回來：在這台裝置上打開它，對局就開始。
link-answer-title = 把你的回覆傳給 { $name }
link-send-title = 你的回合下完了：傳給 { $name }
link-wait-note = { $name } 的下一回合會以連結傳回來：在這台裝置上打開它。這段時間對局保存在「已存的遊戲」裡。
link-last-title = 對局結束了：把最後一個連結傳給 { $name }
link-last-note = 有了它，{ $name } 也能看到對局的結局。
link-send = 傳送連結…
link-send-dialog = 傳送連結
link-send-dialog-note = 把它貼到訊息裡、使用裝置的分享功能，或讓對方掃描條碼。只有另一台裝置上的這盤對局能打開它。
link-invited-title = { $host } 邀請你下 Sáhkku
link-invited-summary = { $family }：{ $host } 下第 1 方，你以 { $guest } 的名字下第 2 方。每一回合後你們互傳一個連結。
link-accept = 接受並回覆
link-dice-note = 兩台裝置一起擲骰：任何一方都無法事先看到或選擇骰子，重新打開連結也不會重擲。對局保存在「已存的遊戲」裡。
link-turn-unknown = 它是一盤不在這台裝置上的連結對局的回合。請在你下這盤對局的裝置上打開它。
link-turn-order = 它接不上這台裝置上的最後一個回合。請打開你收到的最新連結。
link-turn-dice = 它的骰子不是傳送者事先承諾的那些：連結在途中被改過。請再要一次。
link-turn-length = 它的回合被截斷或太長：連結在途中被改過。請再要一次。
link-turn-move = 其中第 { $n } 步在那裡不合規則：連結在途中被改過。請再要一次。
link-slot-name-sampo = 用連結下的 Sampo：{ $name }
link-invited-title-sampo = { $host } 邀請你玩 Sampo
link-invited-summary-sampo = 兩位玩家：{ $host } 為第一個座位擲骰，你以 { $guest } 的名字為第二個座位擲骰。每一回合後你們互傳一個連結。
link-your-turn = 輪到你了
link-watch = 重看 { $name } 的回合

# The computer's hint (src/app/sahkku/hint.rs)
sk-hint-ask = 提示 (H)
sk-hint-title = 電腦的提示
sk-hint-weighing = 大師正在權衡這次擲骰的每一種走法…
sk-hint-unloaded = 沒有提示：無法載入電腦玩家。遊戲繼續進行。
sk-hint-chance = 勝率 { $chance }
sk-hint-gives = 損失 { $points } 分
sk-hint-yours = 你這一輪目前的走法比最佳走法損失 { $points } 分。
sk-hint-of = 大師評出這次擲骰 { $n } 種走法中最好的幾種；最佳走法已標在棋盤上。
sk-hint-shallow = （未經同樣深入的衡量）
sk-hint-kept = 如果保留這次擲骰，最佳走法：
sk-hint-rerolls = 保留這次擲骰或重擲：各以其後最佳的走法衡量。大師的選擇排在第一，它會重擲的骰子已標出。
teacher-hints = 提供電腦的提示 (H)
setup-hints = 電腦提示
setup-hints-help = 輪到的玩家可以按 H（或「提示」）查看大師的最佳走法，以及自己的走法損失多少。覆盤會計算使用過的提示。透過連結進行的遊戲沒有提示。
sk-review-hints = 使用的提示：{ $n }
sk-review-hinted = 這裡使用了提示。
keys-hint-key = H
keys-hint = 電腦對你的 Sáhkku 回合的提示
keys-analyse-key = A
keys-analyse = Sáhkku 局面的分析（在重播中，或在允許提示的真人對局中）
shared-question-answer = 打開這個局面並想好你的走法；然後按「提示」(H) 看電腦的答案：它的最佳走法，以及你的走法損失多少。
## 謎題 (src/app/puzzles)
pz-title = 謎題
pz-loading = 正在開啟謎題…
pz-unavailable = 無法載入謎題（這部裝置是否離線？）。應用程式的其他部分仍可使用；裝置連上網路後請再試一次。
pz-fetching = 正在取得這個家族的謎題…
pz-file-unavailable = 無法取得這個家族的謎題（這部裝置是否離線？）。開啟過一次的家族，離線也能玩。
pz-damaged = 這個家族的謎題檔案已損壞：它不是這個版本的應用程式所附的檔案。你的評分沒有改變。請再試一次；若仍損壞，請重新載入應用程式。
pz-try-again = 再試一次
pz-none = 這部裝置無法擺出這個家族的謎題。
pz-rating = 謎題評分 { $rating }
pz-streak = 連勝 { $n }（最佳 { $best }）
pz-solved = 已解 { $solved }／已試 { $tried }
pz-task = 輪到 { $name }：為這次擲出找出最好的一回合。
pz-about = 謎題評分 { $rating } · 可選的走法：{ $n }
pz-missing = 分享的謎題不在這個版本的謎題中：這是同一家族的另一題。
pz-take-back = 收回 (U)
pz-reveal = 顯示答案 (R)
pz-next = 下一題 (N)
pz-right = 正確：這是最好的一回合。
pz-wrong = 不是最好的一回合：你的走法損失 { $points } 分勝率。
pz-revealed = 已顯示答案（不計評分）。
pz-yours = 你的走法：損失 { $points } 分，在大師的排名中第 { $rank }。
pz-show-best = 顯示最好的一回合
pz-show-yours = 顯示你的一回合
pz-marked-best = 棋盤標出最好的一回合：它移動的棋子和去處。
pz-marked-yours = 棋盤標出你的一回合：你移動的棋子和去處。
pz-share-title = 分享這道謎題
pz-share-note = 謎題就藏在連結本身裡：打開連結的人會在自己的裝置上解題。
## Positions set up by hand (lessons/words.rs: setup_error_text)
save-invalid-start-text = 無法讀取它的起始局面：「{ $token }」。
save-invalid-start = 它的起始局面不可能出現。{ $why }
sk-impossible-too-many = 玩家 { $side } 的士兵多於每方開局的 { $max } 個。
sk-impossible-off-path = 玩家 { $side } 的一個士兵在其路線盡頭之外。
sk-impossible-asleep-off-home = 玩家 { $side } 的一個沉睡士兵在 { $cell }，不在自己的底線上：士兵只在開局的位置沉睡。
sk-impossible-no-queens = 這個家族不用皇后。
sk-impossible-queen-asleep = 玩家 { $side } 沉睡的皇后在 { $cell }，不在她的記號上：皇后只在開局的位置沉睡。
sk-impossible-off-board = 有一枚棋子在棋盤之外。
sk-impossible-king-off-path = 被招募的 gonagas 不在其主人的路線上。
sk-impossible-no-king = 在這個家族中，gonagas 一直在棋盤上。
sk-impossible-crowded = { $cell } 上有兩枚棋子，但規則只允許其中一枚停在那裡。
sk-impossible-lost = 玩家 { $side } 已經沒有可以下的棋子：遊戲將會結束。
## The position editor (src/app/editor)
ed-title = 擺出局面
ed-loading = 正在開啟局面編輯器…
ed-unavailable = 無法載入局面編輯器（這部裝置是否離線？）。應用程式的其他部分仍可使用；裝置連上網路後請再試一次。
ed-tools = 放到棋盤上
ed-soldier-awake = 玩家 { $side } 的士兵，清醒
ed-soldier-asleep = 玩家 { $side } 的士兵，沉睡
ed-queen-awake = 玩家 { $side } 的皇后，清醒
ed-queen-asleep = 玩家 { $side } 的皇后，沉睡
ed-king-free = Gonagas，自由
ed-king-of = 玩家 { $side } 的 gonagas
ed-take = 拿走一枚棋子
ed-homeward = 在中線上，回程中
ed-start = 家族的開局
ed-clear = 清空棋盤
ed-to-play = 下一個擲
ed-throw = 擲出的結果（可不選）
ed-die = 第 { $n } 顆骰子
ed-valid = 規則可以到達的局面：大師可以衡量這次擲出的每一種下法。
ed-valid-throw = 規則可以到達的局面。分析它可看到擲出前雙方的勝率，或選一個擲出結果，讓大師衡量它的各種下法。
ed-no-turn = { $name } 無法走這次擲骰：沒有棋子能用它移動，所以輪到對方。接著由 { $other } 擲骰。
ed-impossible = 這個局面無法進行。
ed-throw-unfinished = 請為每顆骰子選一面，或都不選。
ed-analyse = 分析
ed-outlook-title = 擲出之前
ed-outlook-weighing = 正在衡量每一種可能的擲出…
ed-outlook-chance = { $name }：勝率 { $chance }
ed-outlook-help = 對 { $name } 最有利的擲出
ed-outlook-hurt = 對 { $name } 最不利的擲出
ed-outlook-throw = 擲出
ed-outlook-to-win = 勝率
ed-outlook-luck = 運氣（分）
ed-outlook-comes = 機率
ed-outlook-pick = 選這個擲出並衡量它的下法
ed-outlook-note = 每種擲出的衡量方式與回顧衡量擲出運氣相同：依大師的評分，取最好的下法。選一個擲出即可看到它的下法。
sk-analyse = 分析這個局面 (A)
ed-share-title = 分享這個局面
ed-share-note = 局面就藏在連結本身裡：打開連結的人會在編輯器中得到它，在自己的裝置上分析。
