import type { Localized, SeedCategory, SeedClass, SeedDish, SeedTopping, SeedToppingGroup } from './types';

/**
 * The chain's menu: categories (bumon), classes (bunrui), dishes and their topping groups.
 *
 * Allergy codes: 01 nut, 02 pork, 03 beef, 04 seaweed, 05 egg, 06 anchovy (fish sauce),
 * 07 fish, 08 spicy, 09 crab, 10 shrimp.
 * Tax types (stuckb): 0 no tax, 1 added outside the price, 2 included. A topping takes the
 * tax type and rate of its dish. Topping codes (T001..) are unique across the whole menu.
 */

const L = (vi: string, en: string, ja: string): Localized => ({ vi, en, ja });

export const categories: SeedCategory[] = [
  { bumoncd: 'C01', names: L('Phở & Bún', 'Phở & Noodle Soups', 'フォー・麺料理'), sort: 1 },
  { bumoncd: 'C02', names: L('Cơm', 'Rice Dishes', 'ご飯もの'), sort: 2 },
  { bumoncd: 'C03', names: L('Bánh mì & Bánh', 'Bánh Mì & Rice Cakes', 'バインミー・米粉料理'), sort: 3 },
  { bumoncd: 'C04', names: L('Món cuốn & Khai vị', 'Rolls & Starters', '春巻き・前菜'), sort: 4 },
  { bumoncd: 'C05', names: L('Đồ uống', 'Drinks', 'ドリンク'), sort: 5 },
  { bumoncd: 'C06', names: L('Tráng miệng', 'Desserts', 'デザート'), sort: 6 },
  { bumoncd: 'C07', names: L('Món thêm', 'Sides', 'サイドメニュー'), sort: 7 },
];

export const classes: SeedClass[] = [
  { bunruicd: 'B011', bumoncd: 'C01', names: L('Phở', 'Phở', 'フォー'), sort: 1 },
  { bunruicd: 'B012', bumoncd: 'C01', names: L('Bún, Hủ tiếu & Mì', 'Vermicelli & Noodles', 'ブン・フーティウ・麺'), sort: 2 },
  { bunruicd: 'B021', bumoncd: 'C02', names: L('Cơm tấm', 'Broken Rice', 'コムタム'), sort: 1 },
  { bunruicd: 'B022', bumoncd: 'C02', names: L('Cơm phần', 'Rice Plates', 'ご飯セット'), sort: 2 },
  { bunruicd: 'B031', bumoncd: 'C03', names: L('Bánh mì', 'Bánh Mì', 'バインミー'), sort: 1 },
  { bunruicd: 'B032', bumoncd: 'C03', names: L('Bánh Việt', 'Vietnamese Rice Cakes', 'ベトナムの米粉料理'), sort: 2 },
  { bunruicd: 'B041', bumoncd: 'C04', names: L('Món cuốn', 'Rolls', '春巻き'), sort: 1 },
  { bunruicd: 'B042', bumoncd: 'C04', names: L('Gỏi & Khai vị', 'Salads & Starters', 'サラダ・前菜'), sort: 2 },
  { bunruicd: 'B051', bumoncd: 'C05', names: L('Cà phê', 'Coffee', 'コーヒー'), sort: 1 },
  { bunruicd: 'B052', bumoncd: 'C05', names: L('Trà & Giải khát', 'Tea & Soft Drinks', 'お茶・ソフトドリンク'), sort: 2 },
  { bunruicd: 'B053', bumoncd: 'C05', names: L('Sinh tố & Nước ép', 'Smoothies & Juices', 'スムージー・ジュース'), sort: 3 },
  { bunruicd: 'B061', bumoncd: 'C06', names: L('Chè', 'Sweet Soups', 'チェー（ベトナムぜんざい）'), sort: 1 },
  { bunruicd: 'B062', bumoncd: 'C06', names: L('Món ngọt khác', 'Other Sweets', 'その他のデザート'), sort: 2 },
  { bunruicd: 'B071', bumoncd: 'C07', names: L('Món thêm', 'Extras', '追加の一品'), sort: 1 },
];

/** [code, vi, en, ja, price] */
type ToppingInput = readonly [string, string, string, string, number];

interface GroupInput {
  group_code: string;
  kind: 'mandatory' | 'option';
  names: Localized;
  items: ToppingInput[];
}

interface DishInput {
  menucd: string;
  bunruicd: string;
  names: Localized;
  descriptions: Localized;
  baika: number;
  stuckb?: 0 | 1 | 2;
  tax_rate?: number;
  soldout?: boolean;
  stock?: number;
  menu_status?: SeedDish['menu_status'];
  allergies?: string[];
  groups?: GroupInput[];
  unavailable_at?: string[];
}

const mandatory = (group_code: string, names: Localized, items: ToppingInput[]): GroupInput => ({
  group_code,
  kind: 'mandatory',
  names,
  items,
});
const option = (group_code: string, names: Localized, items: ToppingInput[]): GroupInput => ({
  group_code,
  kind: 'option',
  names,
  items,
});

// Group names used by several dishes
const BOWL_SIZE = L('Cỡ tô', 'Bowl size', '量');
const EXTRAS = L('Món thêm', 'Extras', 'トッピング');
const DRINK_SIZE = L('Cỡ ly', 'Cup size', 'サイズ');

const inputs: DishInput[] = [
  // ---------- C01 / B011 Phở ----------
  {
    menucd: 'PHO001',
    bunruicd: 'B011',
    names: L('Phở bò tái', 'Rare Beef Phở', '牛肉のフォー（レア）'),
    descriptions: L(
      'Nước dùng xương bò hầm 12 tiếng, bánh phở tươi và thịt bò thăn thái mỏng chần tái, kèm hành lá, ngò gai và chanh.',
      'Beef bone broth simmered for 12 hours, fresh rice noodles and thinly sliced rare beef, served with spring onion, sawtooth herb and lime.',
      '牛骨を12時間煮込んだスープに生のフォー麺と薄切りの牛肉をのせ、さっと火を通してレアに仕上げました。ネギ、ノコギリコリアンダー、ライム添え。',
    ),
    baika: 65000,
    stock: 120,
    menu_status: 5,
    allergies: ['03'],
    groups: [
      mandatory('G001', BOWL_SIZE, [
        ['T001', 'Tô vừa', 'Regular', '並', 0],
        ['T002', 'Tô lớn', 'Large', '大盛り', 15000],
        ['T003', 'Tô đặc biệt', 'Extra large', '特盛り', 25000],
      ]),
      option('G002', EXTRAS, [
        ['T004', 'Thêm bò tái', 'Extra rare beef', '牛肉（レア）追加', 25000],
        ['T005', 'Trứng chần', 'Poached egg', '落とし卵', 8000],
        ['T006', 'Quẩy', 'Fried dough stick', '揚げパン（クアイ）', 5000],
      ]),
    ],
  },
  {
    menucd: 'PHO002',
    bunruicd: 'B011',
    names: L('Phở bò chín nạm', 'Well-done Brisket Phở', '牛バラ肉のフォー'),
    descriptions: L(
      'Thịt nạm bò luộc chín mềm thái mỏng trong nước dùng thơm quế, hồi, thảo quả.',
      'Tender poached beef brisket, thinly sliced, in a broth fragrant with cinnamon, star anise and black cardamom.',
      'やわらかく煮た牛バラ肉を薄切りにし、シナモン・八角・草果が香るスープで仕上げました。',
    ),
    baika: 65000,
    stock: 100,
    allergies: ['03'],
    groups: [
      mandatory('G003', BOWL_SIZE, [
        ['T007', 'Tô vừa', 'Regular', '並', 0],
        ['T008', 'Tô lớn', 'Large', '大盛り', 15000],
        ['T009', 'Tô đặc biệt', 'Extra large', '特盛り', 25000],
      ]),
      option('G004', EXTRAS, [
        ['T010', 'Thêm nạm', 'Extra brisket', '牛バラ肉追加', 25000],
        ['T011', 'Trứng chần', 'Poached egg', '落とし卵', 8000],
        ['T012', 'Quẩy', 'Fried dough stick', '揚げパン（クアイ）', 5000],
      ]),
    ],
  },
  {
    menucd: 'PHO003',
    bunruicd: 'B011',
    names: L('Phở bò đặc biệt', 'Special Beef Phở', '特製牛肉フォー'),
    descriptions: L(
      'Đủ vị: bò tái, nạm, gầu, gân và bò viên trong một tô phở đầy đặn.',
      'The works: rare beef, brisket, fatty brisket, tendon and beef balls in one generous bowl.',
      'レアの牛肉、バラ肉、脂身の多いバラ肉、牛すじ、牛肉団子をすべて盛り込んだ贅沢な一杯です。',
    ),
    baika: 89000,
    stock: 80,
    menu_status: 2,
    allergies: ['03'],
    groups: [
      mandatory('G005', BOWL_SIZE, [
        ['T013', 'Tô vừa', 'Regular', '並', 0],
        ['T014', 'Tô lớn', 'Large', '大盛り', 15000],
        ['T015', 'Tô đặc biệt', 'Extra large', '特盛り', 25000],
      ]),
      option('G006', EXTRAS, [
        ['T016', 'Thêm bò viên', 'Extra beef balls', '牛肉団子追加', 20000],
        ['T017', 'Thêm gân', 'Extra tendon', '牛すじ追加', 20000],
        ['T018', 'Quẩy', 'Fried dough stick', '揚げパン（クアイ）', 5000],
      ]),
    ],
  },
  {
    menucd: 'PHO004',
    bunruicd: 'B011',
    names: L('Phở gà', 'Chicken Phở', '鶏肉のフォー'),
    descriptions: L(
      'Gà ta luộc xé, nước dùng gà trong và ngọt, thêm lá chanh thái chỉ.',
      'Shredded free-range chicken in a clear, sweet chicken broth, finished with fine strips of lime leaf.',
      '地鶏を茹でて手で裂き、澄んだ鶏ガラスープに。細切りのこぶみかんの葉が爽やかです。',
    ),
    baika: 59000,
    stock: 90,
    groups: [
      mandatory('G007', BOWL_SIZE, [
        ['T019', 'Tô vừa', 'Regular', '並', 0],
        ['T020', 'Tô lớn', 'Large', '大盛り', 15000],
        ['T021', 'Tô đặc biệt', 'Extra large', '特盛り', 25000],
      ]),
      option('G008', EXTRAS, [
        ['T022', 'Thêm thịt gà', 'Extra chicken', '鶏肉追加', 20000],
        ['T023', 'Trứng non', 'Unlaid chicken eggs', 'きんかん（鶏の未成熟卵）', 15000],
      ]),
    ],
  },
  {
    menucd: 'PHO005',
    bunruicd: 'B011',
    names: L('Phở cuốn', 'Phở Rolls', 'フォー・クオン（牛肉の米麺巻き）'),
    descriptions: L(
      'Bánh phở lá cuốn thịt bò xào tỏi và rau thơm kiểu Ngũ Xã, chấm nước mắm chua ngọt.',
      'Sheets of fresh phở noodle rolled around garlicky stir-fried beef and herbs, Ngũ Xã style, with a sweet-and-sour fish sauce dip.',
      'ハノイ・グーサー風。シート状のフォー麺でにんにく風味の牛肉炒めとハーブを巻き、甘酸っぱいヌックマムだれでどうぞ。',
    ),
    baika: 55000,
    stock: 60,
    allergies: ['03', '06'],
  },
  {
    menucd: 'PHO006',
    bunruicd: 'B011',
    names: L('Phở xào bò', 'Stir-fried Phở with Beef', '牛肉の焼きフォー'),
    descriptions: L(
      'Bánh phở xào lửa lớn với thịt bò, cải ngọt và giá, đậm vị và thơm mùi chảo.',
      'Phở noodles wok-fried over high heat with beef, choy sum and bean sprouts: savoury, with a smoky wok aroma.',
      'フォー麺を牛肉、菜心、もやしと強火で炒めました。香ばしい鍋の香りとしっかりした味付けです。',
    ),
    baika: 75000,
    stock: 50,
    allergies: ['03', '06'],
  },
  {
    menucd: 'PHO007',
    bunruicd: 'B011',
    names: L('Phở chay', 'Vegetarian Phở', 'ベジタリアンフォー'),
    descriptions: L(
      'Nước dùng rau củ và nấm hầm, đậu hũ chiên, nấm đông cô; không dùng sản phẩm từ thịt.',
      'Broth of simmered vegetables and mushrooms with fried tofu and shiitake; no meat products.',
      '野菜ときのこを煮込んだスープに揚げ豆腐と椎茸をのせました。肉類は使用していません。',
    ),
    baika: 55000,
    stock: 40,
    menu_status: 4,
  },

  // ---------- C01 / B012 Bún, Hủ tiếu & Mì ----------
  {
    menucd: 'BUN001',
    bunruicd: 'B012',
    names: L('Bún bò Huế', 'Bún Bò Huế (Spicy Huế Beef Noodle Soup)', 'ブンボーフエ（フエ風ピリ辛牛肉麺）'),
    descriptions: L(
      'Sợi bún to, nước dùng sả và mắm ruốc, bắp bò, giò heo, chả Huế và sa tế cay nồng.',
      'Thick rice noodles in a lemongrass and shrimp-paste broth with beef shank, pork knuckle, Huế pork roll and fiery chilli oil.',
      '太めの米麺に、レモングラスとマムルオック（エビの発酵ペースト）のスープ。牛すね肉、豚足、フエ風ハム、辛いサテ油をのせました。',
    ),
    baika: 69000,
    stock: 90,
    menu_status: 5,
    allergies: ['02', '03', '08', '10'],
    groups: [
      mandatory('G009', L('Độ cay', 'Spice level', '辛さ'), [
        ['T024', 'Cay vừa', 'Medium', '普通', 0],
        ['T025', 'Ít cay', 'Mild', '控えめ', 0],
        ['T026', 'Không cay', 'Not spicy', '辛さなし', 0],
        ['T027', 'Cay nhiều', 'Extra hot', '激辛', 0],
      ]),
      option('G010', EXTRAS, [
        ['T028', 'Thêm giò heo', 'Extra pork knuckle', '豚足追加', 20000],
        ['T029', 'Thêm chả Huế', 'Extra Huế pork roll', 'フエ風ハム追加', 15000],
        ['T030', 'Thêm huyết', 'Pork blood cubes', '豚の血のゼリー', 5000],
        ['T031', 'Thêm bắp bò', 'Extra beef shank', '牛すね肉追加', 25000],
      ]),
    ],
  },
  {
    menucd: 'BUN002',
    bunruicd: 'B012',
    names: L('Bún chả Hà Nội', 'Hanoi Bún Chả', 'ブンチャー（ハノイ風つけ麺）'),
    descriptions: L(
      'Chả miếng và chả viên nướng than hoa, ngâm trong nước mắm chua ngọt với đu đủ xanh, ăn cùng bún và rau sống.',
      'Charcoal-grilled pork patties and sliced pork belly in a sweet-and-sour fish sauce with green papaya, eaten with rice vermicelli and fresh herbs.',
      '炭火で焼いた豚肉のつくねと豚バラを、青パパイヤ入りの甘酸っぱいヌックマムだれに浸し、米麺と生野菜と一緒にいただきます。',
    ),
    baika: 65000,
    stock: 70,
    allergies: ['02', '06'],
    groups: [
      option('G011', EXTRAS, [
        ['T032', 'Nem rán (2 chiếc)', 'Fried spring rolls (2)', '揚げ春巻き（2本）', 20000],
        ['T033', 'Thêm chả nướng', 'Extra grilled pork', '焼き豚追加', 25000],
      ]),
    ],
  },
  {
    menucd: 'BUN003',
    bunruicd: 'B012',
    names: L('Bún riêu cua', 'Crab & Tomato Noodle Soup (Bún Riêu)', 'ブンリュウ（カニとトマトのスープ麺）'),
    descriptions: L(
      'Riêu cua đồng giã tay, cà chua, đậu hũ chiên, giò heo và chả, ăn kèm mắm tôm và rau sống.',
      'Hand-pounded paddy-crab riêu, tomato, fried tofu, pork knuckle and pork roll, with shrimp paste and fresh greens.',
      '手でつぶした田ガニのつみれ、トマト、揚げ豆腐、豚足、ハム入り。マムトム（エビの発酵だれ）と生野菜を添えて。',
    ),
    baika: 59000,
    stock: 60,
    allergies: ['02', '05', '09', '10'],
  },
  {
    menucd: 'BUN004',
    bunruicd: 'B012',
    names: L('Bún thịt nướng chả giò', 'Grilled Pork & Spring Roll Vermicelli', '焼き豚と揚げ春巻きのまぜ麺'),
    descriptions: L(
      'Bún tươi, thịt heo nướng sả, chả giò giòn, đồ chua, đậu phộng rang và mỡ hành, chan nước mắm.',
      'Rice vermicelli with lemongrass-grilled pork, crispy spring rolls, pickles, roasted peanuts and spring onion oil, dressed with fish sauce.',
      '米麺にレモングラス風味の焼き豚、揚げ春巻き、なます、ローストピーナッツ、ネギ油をのせ、ヌックマムをかけて混ぜて食べます。',
    ),
    baika: 65000,
    stock: 80,
    allergies: ['01', '02', '06', '10'],
  },
  {
    menucd: 'BUN005',
    bunruicd: 'B012',
    names: L('Bún chả cá Nha Trang', 'Nha Trang Fish Cake Noodle Soup', 'ニャチャン風さつま揚げ麺'),
    descriptions: L(
      'Chả cá thu chiên và hấp, nước dùng xương cá thanh ngọt, chấm kèm ớt xanh dầm.',
      'Fried and steamed mackerel fish cakes in a light, sweet fish-bone broth, with crushed green chilli on the side.',
      'サワラのさつま揚げ（揚げ・蒸し）を、魚の骨でとったやさしいスープで。青唐辛子を添えています。',
    ),
    baika: 62000,
    stock: 50,
    allergies: ['06', '07'],
  },
  {
    menucd: 'BUN006',
    bunruicd: 'B012',
    names: L('Hủ tiếu Nam Vang', 'Hủ Tiếu Nam Vang (Phnom Penh-style Noodles)', 'フーティウ・ナムバン（プノンペン風米麺）'),
    descriptions: L(
      'Sợi hủ tiếu dai, nước dùng xương heo ngọt thanh, tôm, thịt băm, gan heo và trứng cút; chọn dùng nước hoặc khô.',
      'Chewy rice noodles in a clear pork-bone broth with shrimp, minced pork, pork liver and quail eggs; as a soup or dry with the broth on the side.',
      'コシのある米麺に、豚骨のあっさりスープ、エビ、豚ひき肉、豚レバー、うずらの卵。汁ありか汁なしを選べます。',
    ),
    baika: 69000,
    stock: 70,
    allergies: ['02', '05', '10'],
    groups: [
      mandatory('G012', L('Loại sợi', 'Noodles', '麺の種類'), [
        ['T034', 'Hủ tiếu dai', 'Chewy rice noodles', 'コシのある米麺', 0],
        ['T035', 'Mì trứng', 'Egg noodles', '卵麺', 0],
        ['T036', 'Nửa hủ tiếu, nửa mì', 'Half and half', '米麺と卵麺のハーフ', 0],
      ]),
      mandatory('G013', L('Kiểu dùng', 'Style', '食べ方'), [
        ['T037', 'Nước', 'Soup', '汁あり', 0],
        ['T038', 'Khô', 'Dry, broth on the side', '汁なし（スープ別添え）', 0],
      ]),
      option('G014', EXTRAS, [
        ['T039', 'Thêm tôm', 'Extra shrimp', 'エビ追加', 20000],
        ['T040', 'Trứng cút (4 quả)', 'Quail eggs (4)', 'うずらの卵（4個）', 10000],
        ['T041', 'Thêm gan heo', 'Extra pork liver', '豚レバー追加', 10000],
      ]),
    ],
  },
  {
    menucd: 'BUN007',
    bunruicd: 'B012',
    names: L('Mì Quảng gà', 'Mì Quảng with Chicken', 'ミークアン（クアンナム風汁なし麺・鶏肉）'),
    descriptions: L(
      'Sợi mì Quảng nghệ, gà ta kho, trứng luộc, tôm, ít nước dùng sánh, rắc đậu phộng rang và bánh tráng mè.',
      'Turmeric rice noodles with braised chicken, boiled egg and shrimp in a little rich broth, topped with roasted peanuts and sesame rice cracker.',
      'ターメリック色の米麺に、煮込んだ地鶏、ゆで卵、エビをのせ、少なめの濃厚スープで。ピーナッツとごませんべいを添えて。',
    ),
    baika: 65000,
    stock: 45,
    allergies: ['01', '05', '10'],
    groups: [
      mandatory('G015', L('Loại mì', 'Noodles', '麺の種類'), [
        ['T042', 'Mì vàng', 'Yellow turmeric noodles', 'ターメリック麺', 0],
        ['T043', 'Mì trắng', 'White rice noodles', '白い米麺', 0],
      ]),
      option('G016', EXTRAS, [['T044', 'Thêm bánh tráng mè', 'Extra sesame rice cracker', 'ごませんべい追加', 5000]]),
    ],
  },
  {
    menucd: 'BUN008',
    bunruicd: 'B012',
    names: L('Bánh canh cua', 'Crab Tapioca Noodle Soup', 'バインカイン・クア（カニのとろみうどん）'),
    descriptions: L(
      'Sợi bánh canh bột lọc, nước dùng sánh, thịt cua, chả cua, tôm và giò heo.',
      'Thick tapioca noodles in a silky broth with crab meat, crab cake, shrimp and pork knuckle.',
      'タピオカ粉のもちもち麺を、とろみのあるスープで。カニの身、カニつくね、エビ、豚足入り。',
    ),
    baika: 79000,
    soldout: true,
    stock: 0,
    allergies: ['02', '09', '10'],
    unavailable_at: ['S008', 'S009'],
  },
  {
    menucd: 'BUN009',
    bunruicd: 'B012',
    names: L('Bún đậu mắm tôm', 'Bún Đậu Mắm Tôm (Tofu & Vermicelli Platter)', 'ブンダウ・マムトム（揚げ豆腐と米麺の盛り合わせ）'),
    descriptions: L(
      'Mẹt bún lá, đậu hũ chiên giòn, thịt chân giò luộc, chả cốm và rau kinh giới, chấm mắm tôm đánh chanh.',
      'A tray of pressed vermicelli, crispy fried tofu, boiled pork leg, green-rice pork patties and Vietnamese balm, dipped in whipped shrimp paste with lime.',
      '板状の米麺、カリッと揚げた豆腐、ゆで豚、青米入りつくね、ハーブを竹ざるに盛り合わせ。ライムで泡立てたマムトムにつけて。',
    ),
    baika: 75000,
    stock: 40,
    menu_status: 1,
    allergies: ['02', '10'],
    unavailable_at: ['S004'],
  },

  // ---------- C02 / B021 Cơm tấm ----------
  {
    menucd: 'COM001',
    bunruicd: 'B021',
    names: L('Cơm tấm sườn nướng', 'Broken Rice with Grilled Pork Chop', 'コムタム（豚スペアリブのグリル）'),
    descriptions: L(
      'Sườn cốt lết ướp mật ong nướng than, cơm tấm dẻo, mỡ hành, đồ chua và nước mắm kẹo.',
      'Honey-marinated pork chop grilled over charcoal, soft broken rice, spring onion oil, pickles and thick sweet fish sauce.',
      'はちみつに漬け込んだ豚ロースを炭火で焼き、砕き米のご飯、ネギ油、なます、甘いヌックマムを添えました。',
    ),
    baika: 59000,
    stock: 150,
    allergies: ['02', '06'],
    groups: [
      mandatory('G017', L('Phần cơm', 'Rice portion', 'ご飯の量'), [
        ['T045', 'Cơm vừa', 'Regular rice', '普通盛り', 0],
        ['T046', 'Cơm nhiều', 'Extra rice', '大盛り', 5000],
      ]),
      option('G018', EXTRAS, [
        ['T047', 'Trứng ốp la', 'Fried egg', '目玉焼き', 8000],
        ['T048', 'Chả trứng', 'Steamed egg meatloaf', '卵入り蒸しミートローフ', 15000],
        ['T049', 'Bì heo', 'Shredded pork skin', '豚皮の細切り', 10000],
        ['T050', 'Thêm sườn', 'Extra pork chop', 'スペアリブ追加', 25000],
      ]),
    ],
  },
  {
    menucd: 'COM002',
    bunruicd: 'B021',
    names: L('Cơm tấm sườn bì chả', 'Broken Rice with Pork Chop, Pork Skin & Egg Meatloaf', 'コムタム（スペアリブ・豚皮・卵蒸し）'),
    descriptions: L(
      'Bộ ba quen thuộc của Sài Gòn: sườn nướng, bì trộn thính và chả trứng hấp.',
      'The classic Saigon trio: grilled pork chop, shredded pork skin with toasted rice powder and steamed egg meatloaf.',
      'サイゴンの定番三点盛り。焼きスペアリブ、炒り米粉であえた豚皮、卵入り蒸しミートローフ。',
    ),
    baika: 75000,
    stock: 120,
    allergies: ['02', '05', '06'],
  },
  {
    menucd: 'COM003',
    bunruicd: 'B021',
    names: L('Cơm tấm đặc biệt', 'Special Broken Rice', '特製コムタム'),
    descriptions: L(
      'Sườn nướng, bì, chả trứng, trứng ốp la và lạp xưởng trên một đĩa cơm tấm đầy đặn.',
      'Grilled pork chop, pork skin, egg meatloaf, fried egg and Chinese sausage on a generous plate of broken rice.',
      '焼きスペアリブ、豚皮、卵蒸し、目玉焼き、中華ソーセージをのせたボリューム満点のコムタムです。',
    ),
    baika: 89000,
    stock: 100,
    menu_status: 5,
    allergies: ['02', '05', '06'],
    groups: [
      option('G019', EXTRAS, [
        ['T051', 'Thêm sườn', 'Extra pork chop', 'スペアリブ追加', 25000],
        ['T052', 'Thêm lạp xưởng', 'Extra Chinese sausage', '中華ソーセージ追加', 15000],
      ]),
    ],
  },

  // ---------- C02 / B022 Cơm phần (tax added outside the price) ----------
  {
    menucd: 'COM004',
    bunruicd: 'B022',
    names: L('Cơm gà xối mỡ', 'Crispy Fried Chicken with Rice', 'カリカリ鶏ももご飯'),
    descriptions: L(
      'Đùi gà xối mỡ da giòn rụm, cơm chiên nước gà và nước mắm gừng.',
      'Chicken thigh basted in hot oil until the skin crackles, with chicken-stock fried rice and ginger fish sauce.',
      '熱した油をかけて皮をパリパリに仕上げた鶏もも肉に、鶏スープのチャーハンと生姜ヌックマムを添えて。',
    ),
    baika: 69000,
    stuckb: 1,
    stock: 80,
    allergies: ['06'],
  },
  {
    menucd: 'COM005',
    bunruicd: 'B022',
    names: L('Cơm chiên Dương Châu', 'Yangzhou Fried Rice', '揚州チャーハン'),
    descriptions: L(
      'Cơm chiên trứng với lạp xưởng, tôm, đậu Hà Lan và cà rốt, hạt cơm tơi và thơm.',
      'Egg fried rice with Chinese sausage, shrimp, peas and carrot: fluffy, fragrant grains.',
      '中華ソーセージ、エビ、グリーンピース、にんじん入りの卵チャーハン。パラリと香ばしく仕上げました。',
    ),
    baika: 65000,
    stuckb: 1,
    stock: 80,
    allergies: ['02', '05', '10'],
  },
  {
    menucd: 'COM006',
    bunruicd: 'B022',
    names: L('Cơm chiên hải sản', 'Seafood Fried Rice', 'シーフードチャーハン'),
    descriptions: L(
      'Cơm chiên với tôm, mực, thịt cua và trứng, thêm chút tiêu và hành lá.',
      'Fried rice with shrimp, squid, crab meat and egg, finished with black pepper and spring onion.',
      'エビ、イカ、カニの身、卵を合わせたチャーハン。黒こしょうとネギで仕上げています。',
    ),
    baika: 79000,
    stuckb: 1,
    stock: 60,
    allergies: ['05', '09', '10'],
  },
  {
    menucd: 'COM007',
    bunruicd: 'B022',
    names: L('Cá kho tộ', 'Caramelised Clay-pot Fish with Rice', 'カーコートー（魚の土鍋煮）ご飯付き'),
    descriptions: L(
      'Cá basa kho tộ với nước màu, tiêu và ớt, ăn cùng cơm trắng và canh rau.',
      'Basa catfish braised in a clay pot with caramel, pepper and chilli, with steamed rice and a vegetable soup.',
      'パンガシウス（ナマズ）をカラメル、こしょう、唐辛子で土鍋煮に。白ご飯と野菜スープ付きです。',
    ),
    baika: 79000,
    stuckb: 1,
    stock: 40,
    allergies: ['06', '07', '08'],
  },
  {
    menucd: 'COM008',
    bunruicd: 'B022',
    names: L('Cơm bò lúc lắc', 'Shaking Beef with Rice', '牛肉のサイコロステーキご飯'),
    descriptions: L(
      'Thăn bò Úc cắt hạt lựu xào lửa lớn với ớt chuông và hành tây, ăn kèm cơm đỏ cà chua và xà lách.',
      'Cubes of Australian beef tenderloin seared with bell pepper and onion, served with tomato rice and salad.',
      'オーストラリア産牛ヒレ肉をサイコロ状に切り、パプリカと玉ねぎと強火で炒めました。トマトライスとサラダ添え。',
    ),
    baika: 99000,
    stuckb: 1,
    stock: 50,
    menu_status: 2,
    allergies: ['03'],
  },
  {
    menucd: 'COM009',
    bunruicd: 'B022',
    names: L('Canh chua cá lóc & cơm', 'Sweet & Sour Snakehead Fish Soup with Rice', '雷魚の甘酸っぱいスープとご飯'),
    descriptions: L(
      'Canh chua miền Tây với cá lóc, thơm, cà chua, bạc hà và giá, kèm cơm trắng và nước mắm ớt.',
      'Mekong-style sour soup with snakehead fish, pineapple, tomato, elephant-ear stem and bean sprouts, with steamed rice and chilli fish sauce.',
      'メコンデルタ風の酸っぱいスープ。雷魚、パイナップル、トマト、ハスイモの茎、もやし入り。白ご飯と唐辛子ヌックマム付き。',
    ),
    baika: 85000,
    stuckb: 1,
    stock: 35,
    allergies: ['06', '07', '08'],
  },

  // ---------- C03 / B031 Bánh mì ----------
  {
    menucd: 'BMI001',
    bunruicd: 'B031',
    names: L('Bánh mì thịt đặc biệt', 'Special Cold-cut Bánh Mì', '特製バインミー'),
    descriptions: L(
      'Bánh mì giòn với pate gan, bơ trứng, chả lụa, thịt nguội, dưa leo, đồ chua và ngò.',
      'Crusty baguette with liver pâté, egg butter, Vietnamese ham, cold cuts, cucumber, pickles and coriander.',
      'パリッと焼いたバゲットに、レバーパテ、自家製マヨネーズ、ベトナムハム、ハム類、きゅうり、なます、パクチーをはさみました。',
    ),
    baika: 35000,
    stock: 200,
    menu_status: 5,
    allergies: ['02', '05'],
    groups: [
      mandatory('G020', L('Ớt', 'Chilli', '唐辛子'), [
        ['T053', 'Có ớt', 'With chilli', 'あり', 0],
        ['T054', 'Ít ớt', 'A little chilli', '少なめ', 0],
        ['T055', 'Không ớt', 'No chilli', 'なし', 0],
      ]),
      option('G021', EXTRAS, [
        ['T056', 'Thêm pate', 'Extra pâté', 'パテ追加', 5000],
        ['T057', 'Thêm chả lụa', 'Extra Vietnamese ham', 'ベトナムハム追加', 10000],
        ['T058', 'Trứng ốp la', 'Fried egg', '目玉焼き', 8000],
      ]),
    ],
  },
  {
    menucd: 'BMI002',
    bunruicd: 'B031',
    names: L('Bánh mì xíu mại', 'Meatball Bánh Mì', '肉団子のバインミー'),
    descriptions: L(
      'Xíu mại heo sốt cà chua kiểu Đà Lạt, kẹp bánh mì nóng cùng hành lá và ớt tươi.',
      'Dalat-style pork meatballs in tomato sauce, stuffed into a warm baguette with spring onion and fresh chilli.',
      'ダラット風のトマトソース煮込み肉団子を、温かいバゲットにネギと生唐辛子と一緒にはさみました。',
    ),
    baika: 35000,
    stock: 100,
    allergies: ['02', '08'],
  },
  {
    menucd: 'BMI003',
    bunruicd: 'B031',
    names: L('Bánh mì gà nướng', 'Grilled Chicken Bánh Mì', 'グリルチキンのバインミー'),
    descriptions: L(
      'Gà nướng mật ong xé sợi, sốt bơ trứng, đồ chua và rau thơm.',
      'Shredded honey-grilled chicken with egg-butter mayonnaise, pickles and herbs.',
      'はちみつで焼いた鶏肉を裂いて、自家製マヨネーズ、なます、ハーブと一緒にはさみました。',
    ),
    baika: 39000,
    stock: 100,
    allergies: ['05'],
  },
  {
    menucd: 'BMI004',
    bunruicd: 'B031',
    names: L('Bánh mì chay', 'Vegetarian Bánh Mì', 'ベジタリアンバインミー'),
    descriptions: L(
      'Đậu hũ sả ớt, nấm xào, dưa leo, đồ chua và sốt đậu phộng; hoàn toàn từ thực vật.',
      'Lemongrass-chilli tofu, sautéed mushrooms, cucumber, pickles and peanut sauce; fully plant-based.',
      'レモングラスと唐辛子の豆腐、きのこのソテー、きゅうり、なます、ピーナッツソース。すべて植物性の食材です。',
    ),
    baika: 35000,
    stock: 60,
    menu_status: 4,
    allergies: ['01', '08'],
  },
  {
    menucd: 'BMI005',
    bunruicd: 'B031',
    names: L('Bánh mì ốp la', 'Fried Egg Bánh Mì', '目玉焼きバインミー'),
    descriptions: L(
      'Hai trứng ốp la lòng đào, chút xì dầu và tiêu, kẹp bánh mì giòn với dưa leo.',
      'Two runny fried eggs with a dash of soy sauce and pepper in a crusty baguette with cucumber.',
      '半熟の目玉焼き2個に醤油とこしょうを少し。きゅうりと一緒にパリッとしたバゲットで。',
    ),
    baika: 35000,
    stock: 120,
    allergies: ['05'],
  },

  // ---------- C03 / B032 Bánh Việt ----------
  {
    menucd: 'BAN001',
    bunruicd: 'B032',
    names: L('Bánh xèo miền Tây', 'Mekong-style Bánh Xèo (Sizzling Crepe)', 'バインセオ（メコン風お好み焼き）'),
    descriptions: L(
      'Bánh xèo vỏ mỏng giòn màu nghệ, nhân tôm, thịt ba chỉ và giá, cuốn rau cải và chấm nước mắm chua ngọt.',
      'Thin, crisp turmeric crepe filled with shrimp, pork belly and bean sprouts, wrapped in mustard greens and dipped in sweet-and-sour fish sauce.',
      'ターメリック色の薄くパリパリの生地に、エビ、豚バラ、もやしを包みました。からし菜で巻いて甘酸っぱいヌックマムでどうぞ。',
    ),
    baika: 69000,
    stock: 50,
    allergies: ['02', '06', '10'],
    groups: [
      option('G022', EXTRAS, [
        ['T059', 'Thêm tôm', 'Extra shrimp', 'エビ追加', 20000],
        ['T060', 'Thêm rau sống', 'Extra fresh greens', '生野菜追加', 5000],
      ]),
    ],
  },
  {
    menucd: 'BAN002',
    bunruicd: 'B032',
    names: L('Bánh cuốn nóng', 'Steamed Rice Rolls (Bánh Cuốn)', 'バインクオン（蒸し米粉巻き）'),
    descriptions: L(
      'Bánh cuốn tráng tại chỗ mỏng như lụa, rắc hành phi, ăn cùng chả lụa và nước mắm pha.',
      'Silky rice sheets steamed to order, sprinkled with fried shallots and served with Vietnamese ham and a light fish sauce dip.',
      '注文ごとに蒸し上げる絹のように薄い米粉のシートに、揚げエシャロットをのせて。ベトナムハムとヌックマムだれ添え。',
    ),
    baika: 49000,
    stock: 60,
    allergies: ['02', '06'],
    groups: [
      mandatory('G023', L('Nhân bánh', 'Filling', '具'), [
        ['T061', 'Thịt băm mộc nhĩ', 'Minced pork & wood-ear mushroom', '豚ひき肉ときくらげ', 0],
        ['T062', 'Bánh cuốn trứng', 'Egg', '卵入り', 5000],
      ]),
      option('G024', EXTRAS, [
        ['T063', 'Thêm chả quế', 'Cinnamon pork roll', 'シナモン風味のハム', 15000],
        ['T064', 'Thêm chả lụa', 'Extra Vietnamese ham', 'ベトナムハム追加', 10000],
      ]),
    ],
  },
  {
    menucd: 'BAN003',
    bunruicd: 'B032',
    names: L('Bánh bèo chén', 'Huế Steamed Rice Cakes (Bánh Bèo)', 'バインベオ（フエ風小皿蒸し餅）'),
    descriptions: L(
      'Mười chén bánh bèo Huế mềm mịn, rắc tôm chấy, tóp mỡ và hành phi, chan nước mắm ngọt.',
      'Ten little dishes of soft Huế rice cakes topped with shrimp floss, crispy pork crackling and fried shallots, with sweet fish sauce.',
      'やわらかい米粉の小皿蒸し10個に、でんぶ状のエビ、カリカリの豚の脂かす、揚げエシャロットをのせ、甘いヌックマムをかけて。',
    ),
    baika: 45000,
    stock: 40,
    allergies: ['02', '06', '10'],
  },
  {
    menucd: 'BAN004',
    bunruicd: 'B032',
    names: L('Bánh khọt Vũng Tàu', 'Bánh Khọt (Mini Shrimp Pancakes)', 'バインコット（エビのミニパンケーキ）'),
    descriptions: L(
      'Bánh khọt nước cốt dừa giòn rìa, mỗi chiếc một con tôm, ăn với rau sống và nước mắm.',
      'Bite-sized coconut rice pancakes with crisp edges, each topped with a whole shrimp, eaten with fresh greens and fish sauce.',
      'ココナッツミルク入りの一口サイズのパンケーキ。縁はカリッと、上にはエビを1尾ずつ。生野菜とヌックマムで。',
    ),
    baika: 65000,
    stuckb: 1,
    stock: 40,
    allergies: ['06', '10'],
    unavailable_at: ['S010'],
  },

  // ---------- C04 / B041 Món cuốn ----------
  {
    menucd: 'CUO001',
    bunruicd: 'B041',
    names: L('Gỏi cuốn tôm thịt (2 cuốn)', 'Fresh Spring Rolls with Shrimp & Pork (2)', '生春巻き（エビと豚肉・2本）'),
    descriptions: L(
      'Bánh tráng cuốn tôm, thịt ba chỉ luộc, bún và rau thơm, chấm tương đen đậu phộng.',
      'Rice paper rolled around shrimp, boiled pork belly, vermicelli and herbs, with a peanut hoisin dip.',
      'ライスペーパーでエビ、ゆで豚バラ、米麺、ハーブを巻きました。ピーナッツ入りの甘味噌だれでどうぞ。',
    ),
    baika: 45000,
    stock: 80,
    allergies: ['01', '02', '10'],
  },
  {
    menucd: 'CUO002',
    bunruicd: 'B041',
    names: L('Chả giò (4 cuốn)', 'Fried Spring Rolls (4)', '揚げ春巻き（4本）'),
    descriptions: L(
      'Chả giò bánh tráng rế giòn tan, nhân thịt heo, tôm, khoai môn và nấm mèo, chấm nước mắm chua ngọt.',
      'Extra-crispy lattice rice paper rolls filled with pork, shrimp, taro and wood-ear mushroom, with sweet-and-sour fish sauce.',
      '網目状のライスペーパーでサクサクに揚げた春巻き。豚肉、エビ、タロイモ、きくらげ入り。甘酸っぱいヌックマムで。',
    ),
    baika: 49000,
    stock: 90,
    allergies: ['02', '05', '06', '10'],
  },
  {
    menucd: 'CUO003',
    bunruicd: 'B041',
    names: L('Nem cua bể Hải Phòng', 'Hải Phòng Crab Spring Rolls', 'ハイフォン風カニの揚げ春巻き'),
    descriptions: L(
      'Nem vuông nhân thịt cua biển, tôm và thịt heo, chiên vàng giòn, ăn kèm bún và rau sống.',
      'Square spring rolls filled with sea crab, shrimp and pork, fried golden and served with vermicelli and fresh greens.',
      'ワタリガニ、エビ、豚肉を包んだ四角い揚げ春巻き。きつね色に揚げ、米麺と生野菜を添えて。',
    ),
    baika: 75000,
    soldout: true,
    stock: 0,
    allergies: ['02', '06', '09', '10'],
    unavailable_at: ['S006'],
  },
  {
    menucd: 'CUO004',
    bunruicd: 'B041',
    names: L('Bò bía (3 cuốn)', 'Bò Bía Rolls (3)', 'ボービア（サイゴン風生春巻き・3本）'),
    descriptions: L(
      'Cuốn Sài Gòn với củ sắn xào, lạp xưởng, trứng chiên và tôm khô, chấm tương đậu phộng.',
      'Saigon street rolls of stir-fried jicama, Chinese sausage, shredded omelette and dried shrimp, with peanut sauce.',
      'サイゴンの屋台の味。炒めたヤムイモ、中華ソーセージ、錦糸卵、干しエビを巻き、ピーナッツだれで。',
    ),
    baika: 39000,
    stock: 60,
    allergies: ['01', '02', '05', '10'],
  },

  // ---------- C04 / B042 Gỏi & Khai vị ----------
  {
    menucd: 'KVI001',
    bunruicd: 'B042',
    names: L('Gỏi ngó sen tôm thịt', 'Lotus Stem Salad with Shrimp & Pork', '蓮の茎とエビと豚肉のサラダ'),
    descriptions: L(
      'Ngó sen giòn trộn tôm, thịt ba chỉ, cà rốt và rau răm, rắc đậu phộng, ăn kèm bánh phồng tôm.',
      'Crunchy lotus stems tossed with shrimp, pork belly, carrot and Vietnamese coriander, topped with peanuts and served with prawn crackers.',
      'シャキシャキの蓮の茎をエビ、豚バラ、にんじん、ラウラムとあえ、ピーナッツをかけました。エビせんべい添え。',
    ),
    baika: 79000,
    stock: 40,
    allergies: ['01', '02', '06', '10'],
  },
  {
    menucd: 'KVI002',
    bunruicd: 'B042',
    names: L('Gỏi gà bắp cải', 'Chicken & Cabbage Salad', '鶏肉とキャベツのサラダ'),
    descriptions: L(
      'Gà xé trộn bắp cải, hành tây, rau răm và nước mắm chua ngọt, rắc đậu phộng và hành phi.',
      'Shredded chicken tossed with cabbage, onion, Vietnamese coriander and sweet-and-sour fish sauce, topped with peanuts and fried shallots.',
      '裂いた鶏肉をキャベツ、玉ねぎ、ラウラムと甘酸っぱいヌックマムであえ、ピーナッツと揚げエシャロットをのせました。',
    ),
    baika: 69000,
    stock: 40,
    allergies: ['01', '06'],
  },
  {
    menucd: 'KVI003',
    bunruicd: 'B042',
    names: L('Chả cá Lã Vọng', 'Chả Cá Lã Vọng (Hanoi Turmeric Fish)', 'チャーカー・ラヴォン（ハノイ風ターメリック魚焼き）'),
    descriptions: L(
      'Cá lăng ướp nghệ và riềng, nướng rồi đảo với thì là và hành lá, ăn cùng bún, đậu phộng và mắm tôm.',
      'Hemibagrus catfish marinated in turmeric and galangal, grilled then tossed with dill and spring onion; with vermicelli, peanuts and shrimp paste.',
      'ターメリックとガランガルに漬けたナマズを焼き、ディルとネギとさっと炒めました。米麺、ピーナッツ、マムトムと一緒に。',
    ),
    baika: 129000,
    stock: 30,
    menu_status: 2,
    allergies: ['01', '06', '07', '10'],
    unavailable_at: ['S004', 'S005'],
  },
  {
    menucd: 'KVI004',
    bunruicd: 'B042',
    names: L('Bò nướng lá lốt', 'Grilled Beef in Lá Lốt Leaves', '牛肉のロロット葉巻き焼き'),
    descriptions: L(
      'Thịt bò băm cuốn lá lốt nướng than thơm lừng, rắc đậu phộng và mỡ hành, chấm mắm nêm pha.',
      'Minced beef wrapped in betel leaves and grilled over charcoal, with peanuts and spring onion oil and a fermented fish dip.',
      '牛ひき肉をロロットの葉で巻いて炭火で焼き、ピーナッツとネギ油をかけました。魚醤だれでどうぞ。',
    ),
    baika: 79000,
    stock: 40,
    allergies: ['01', '03', '06'],
  },
  {
    menucd: 'KVI005',
    bunruicd: 'B042',
    names: L('Súp cua', 'Crab Soup', 'カニのとろみスープ'),
    descriptions: L(
      'Súp sánh nóng hổi với thịt cua, trứng gà đánh tơi, nấm và bắp non.',
      'Hot, thick soup with crab meat, egg ribbons, mushrooms and baby corn.',
      'カニの身、ふわふわのかき卵、きのこ、ヤングコーン入りの熱々のとろみスープです。',
    ),
    baika: 45000,
    stock: 60,
    allergies: ['05', '09'],
  },

  // ---------- C05 / B051 Cà phê ----------
  {
    menucd: 'CAF001',
    bunruicd: 'B051',
    names: L('Cà phê sữa đá', 'Iced Milk Coffee (Cà Phê Sữa Đá)', 'ベトナムアイスミルクコーヒー'),
    descriptions: L(
      'Cà phê Robusta Buôn Ma Thuột pha phin, hòa sữa đặc và đá.',
      'Phin-dripped Robusta from Buôn Ma Thuột, mixed with condensed milk over ice.',
      'バンメトート産ロブスタをフィンでじっくり抽出し、コンデンスミルクと氷で。',
    ),
    baika: 29000,
    stock: 300,
    menu_status: 5,
    groups: [
      mandatory('G025', DRINK_SIZE, [
        ['T065', 'Size M', 'Medium', 'M', 0],
        ['T066', 'Size L', 'Large', 'L', 8000],
      ]),
      option('G026', EXTRAS, [
        ['T067', 'Thêm một shot cà phê', 'Extra coffee shot', 'コーヒーショット追加', 10000],
        ['T068', 'Thêm kem muối', 'Salted cream topping', '塩クリーム追加', 10000],
      ]),
    ],
  },
  {
    menucd: 'CAF002',
    bunruicd: 'B051',
    names: L('Cà phê đen đá', 'Iced Black Coffee', 'ベトナムアイスブラックコーヒー'),
    descriptions: L(
      'Cà phê phin đậm đặc, chút đường, uống với đá.',
      'Strong phin-dripped coffee with a touch of sugar, over ice.',
      'フィンで淹れた濃いコーヒーに砂糖を少し。氷でどうぞ。',
    ),
    baika: 25000,
    stock: 300,
  },
  {
    menucd: 'CAF003',
    bunruicd: 'B051',
    names: L('Bạc xỉu', 'Bạc Xỉu (Milky Iced Coffee)', 'バックシウ（ミルクたっぷりのアイスコーヒー）'),
    descriptions: L(
      'Nhiều sữa ít cà phê, vị béo ngọt dịu, kiểu quán cóc Sài Gòn.',
      'Mostly milk with a little coffee: creamy and gently sweet, the way Saigon street cafés make it.',
      'ミルクが多めでコーヒーは少し。まろやかで優しい甘さの、サイゴンの路上カフェの味です。',
    ),
    baika: 32000,
    stock: 200,
  },
  {
    menucd: 'CAF004',
    bunruicd: 'B051',
    names: L('Cà phê trứng', 'Egg Coffee', 'エッグコーヒー'),
    descriptions: L(
      'Lớp kem lòng đỏ trứng đánh bông mịn phủ trên cà phê phin đậm, công thức Hà Nội.',
      'Velvety whipped egg-yolk cream over strong phin coffee, a Hanoi recipe.',
      '濃いフィンコーヒーに、卵黄を泡立てたなめらかなクリームをのせたハノイ生まれの一杯です。',
    ),
    baika: 45000,
    stock: 80,
    menu_status: 2,
    allergies: ['05'],
    groups: [
      mandatory('G027', L('Nóng hay đá', 'Hot or iced', 'ホット／アイス'), [
        ['T069', 'Nóng', 'Hot', 'ホット', 0],
        ['T070', 'Đá', 'Iced', 'アイス', 0],
      ]),
    ],
  },
  {
    menucd: 'CAF005',
    bunruicd: 'B051',
    names: L('Cà phê muối', 'Salted Cream Coffee', '塩クリームコーヒー'),
    descriptions: L(
      'Cà phê sữa phủ lớp kem muối béo mặn nhẹ, đặc sản Huế.',
      'Milk coffee topped with lightly salted cream, a Huế speciality.',
      'ミルクコーヒーにほんのり塩味のクリームをのせた、フエ名物のコーヒーです。',
    ),
    baika: 39000,
    stock: 150,
    menu_status: 1,
  },

  // ---------- C05 / B052 Trà & Giải khát ----------
  {
    menucd: 'TRA001',
    bunruicd: 'B052',
    names: L('Trà đá (bình)', 'Iced Green Tea (Jug)', 'チャーダー（冷たい緑茶・ピッチャー）'),
    descriptions: L(
      'Bình trà xanh Thái Nguyên pha loãng uống với đá, không đường.',
      'A jug of light Thái Nguyên green tea over ice, unsweetened.',
      'タイグエン産の緑茶を薄めに淹れたピッチャー。氷入り、無糖です。',
    ),
    baika: 15000,
    stuckb: 0,
    stock: 500,
  },
  {
    menucd: 'TRA002',
    bunruicd: 'B052',
    names: L('Trà đào cam sả', 'Peach, Orange & Lemongrass Tea', '桃・オレンジ・レモングラスのアイスティー'),
    descriptions: L(
      'Trà đen ủ lạnh với đào miếng, cam tươi và sả đập dập, thơm mát.',
      'Cold-brewed black tea with peach slices, fresh orange and bruised lemongrass: fragrant and refreshing.',
      '水出し紅茶に桃、フレッシュオレンジ、たたいたレモングラスを合わせた爽やかな一杯です。',
    ),
    baika: 45000,
    stock: 150,
    groups: [
      mandatory('G028', DRINK_SIZE, [
        ['T071', 'Size M', 'Medium', 'M', 0],
        ['T072', 'Size L', 'Large', 'L', 10000],
      ]),
      mandatory('G029', L('Lượng đá', 'Ice', '氷の量'), [
        ['T073', 'Đá bình thường', 'Regular ice', '普通', 0],
        ['T074', 'Ít đá', 'Less ice', '少なめ', 0],
        ['T075', 'Không đá', 'No ice', '氷なし', 0],
      ]),
      option('G030', EXTRAS, [
        ['T076', 'Thêm đào miếng', 'Extra peach slices', '桃追加', 10000],
        ['T077', 'Thạch đào', 'Peach jelly', '桃ゼリー', 8000],
      ]),
    ],
  },
  {
    menucd: 'TRA003',
    bunruicd: 'B052',
    names: L('Trà tắc', 'Kumquat Iced Tea', '金柑アイスティー'),
    descriptions: L(
      'Trà xanh với tắc tươi vắt và chút mật ong, chua ngọt dễ uống.',
      'Green tea with freshly squeezed kumquat and a little honey, sweet and tangy.',
      '緑茶に搾りたての金柑と少しのはちみつ。甘酸っぱく飲みやすい味です。',
    ),
    baika: 25000,
    stock: 200,
  },
  {
    menucd: 'TRA004',
    bunruicd: 'B052',
    names: L('Bia Saigon Special (lon 330ml)', 'Saigon Special Beer (330 ml can)', 'サイゴン・スペシャル（缶ビール330ml）'),
    descriptions: L(
      'Bia lager ướp lạnh. Chỉ bán cho khách từ đủ 18 tuổi.',
      'Chilled lager. Sold only to customers aged 18 or over.',
      'よく冷えたラガービール。18歳以上の方のみご購入いただけます。',
    ),
    baika: 25000,
    tax_rate: 10,
    stock: 240,
  },
  {
    menucd: 'TRA005',
    bunruicd: 'B052',
    names: L('Coca-Cola (lon 320ml)', 'Coca-Cola (320 ml can)', 'コカ・コーラ（缶320ml）'),
    descriptions: L('Nước ngọt có ga, ướp lạnh.', 'Chilled soft drink.', 'よく冷えた炭酸飲料です。'),
    baika: 20000,
    tax_rate: 10,
    stock: 240,
  },

  // ---------- C05 / B053 Sinh tố & Nước ép ----------
  {
    menucd: 'STO001',
    bunruicd: 'B053',
    names: L('Sinh tố bơ', 'Avocado Smoothie', 'アボカドスムージー'),
    descriptions: L(
      'Bơ sáp Đắk Lắk xay mịn với sữa đặc và đá, béo ngậy.',
      'Creamy Đắk Lắk avocado blended with condensed milk and ice.',
      'ダクラク産のクリーミーなアボカドを、コンデンスミルクと氷でなめらかに仕上げました。',
    ),
    baika: 45000,
    stock: 60,
    groups: [
      mandatory('G031', L('Độ ngọt', 'Sweetness', '甘さ'), [
        ['T078', 'Ngọt vừa', 'Regular', '普通', 0],
        ['T079', 'Ít ngọt', 'Less sweet', '控えめ', 0],
        ['T080', 'Không đường', 'No sugar', '甘さなし', 0],
      ]),
    ],
  },
  {
    menucd: 'STO002',
    bunruicd: 'B053',
    names: L('Sinh tố xoài', 'Mango Smoothie', 'マンゴースムージー'),
    descriptions: L(
      'Xoài cát Hòa Lộc chín cây xay cùng sữa chua, thơm ngọt tự nhiên.',
      'Tree-ripened Hòa Lộc mango blended with yoghurt, naturally sweet.',
      '完熟のホアロック・マンゴーをヨーグルトと合わせた、自然な甘さのスムージーです。',
    ),
    baika: 42000,
    stock: 50,
    menu_status: 3,
  },
  {
    menucd: 'STO003',
    bunruicd: 'B053',
    names: L('Nước mía', 'Sugarcane Juice', 'サトウキビジュース'),
    descriptions: L(
      'Mía ép tươi mỗi ngày, thêm chút tắc cho dịu ngọt.',
      'Sugarcane pressed fresh every day, with a squeeze of kumquat.',
      '毎日搾るサトウキビジュースに、金柑を少し加えてすっきりと。',
    ),
    baika: 20000,
    stuckb: 0,
    stock: 100,
  },
  {
    menucd: 'STO004',
    bunruicd: 'B053',
    names: L('Nước dừa tươi', 'Fresh Coconut', 'フレッシュココナッツ'),
    descriptions: L(
      'Nguyên trái dừa xiêm Bến Tre ướp lạnh.',
      'A whole chilled green coconut from Bến Tre.',
      'ベンチェー産の青ココナッツを丸ごと冷やしてお出しします。',
    ),
    baika: 35000,
    stuckb: 0,
    soldout: true,
    stock: 0,
  },
  {
    menucd: 'STO005',
    bunruicd: 'B053',
    names: L('Nước ép cam', 'Fresh Orange Juice', 'フレッシュオレンジジュース'),
    descriptions: L(
      'Cam sành vắt tươi, không thêm đường.',
      'Freshly squeezed king oranges, no added sugar.',
      '搾りたてのベトナム産オレンジ。砂糖は加えていません。',
    ),
    baika: 39000,
    stock: 30,
    menu_status: 6,
  },
  {
    menucd: 'STO006',
    bunruicd: 'B053',
    names: L('Rau má đậu xanh', 'Pennywort & Mung Bean Drink', 'ツボクサと緑豆のドリンク'),
    descriptions: L(
      'Rau má xay với đậu xanh và nước cốt dừa, mát và bùi.',
      'Pennywort blended with mung beans and coconut milk: cooling and nutty.',
      'ツボクサを緑豆とココナッツミルクと一緒にミキサーにかけた、さっぱりとしてコクのある飲み物です。',
    ),
    baika: 30000,
    stock: 80,
  },

  // ---------- C06 / B061 Chè ----------
  {
    menucd: 'CHE001',
    bunruicd: 'B061',
    names: L('Chè ba màu', 'Three-colour Sweet Soup (Chè Ba Màu)', '三色チェー'),
    descriptions: L(
      'Đậu đỏ, đậu xanh, thạch lá dứa, nước cốt dừa và đá bào.',
      'Red beans, mung beans, pandan jelly, coconut milk and shaved ice.',
      '小豆、緑豆、パンダンゼリーにココナッツミルクとかき氷をのせました。',
    ),
    baika: 30000,
    stock: 70,
  },
  {
    menucd: 'CHE002',
    bunruicd: 'B061',
    names: L('Chè bưởi', 'Pomelo Sweet Soup', 'ザボンのチェー'),
    descriptions: L(
      'Cùi bưởi giòn sần sật, đậu xanh đánh nhuyễn, nước cốt dừa và đậu phộng rang.',
      'Crunchy pomelo pith with mashed mung beans, coconut milk and roasted peanuts.',
      'コリコリとしたザボンの白い皮に、緑豆あん、ココナッツミルク、ローストピーナッツを合わせました。',
    ),
    baika: 30000,
    stock: 50,
    allergies: ['01'],
  },
  {
    menucd: 'CHE003',
    bunruicd: 'B061',
    names: L('Sâm bổ lượng', 'Sâm Bổ Lượng (Chilled Herbal Sweet Soup)', 'サムボールン（海藻と蓮の実の冷たい甘味）'),
    descriptions: L(
      'Chè thanh mát với rong biển, hạt sen, long nhãn, táo đỏ, ý dĩ và đậu phộng.',
      'A cooling sweet soup with seaweed, lotus seeds, dried longan, red dates, Job\'s tears and peanuts.',
      '海藻、蓮の実、干し竜眼、なつめ、ハトムギ、ピーナッツ入りの、体を冷やしてくれる冷たい甘味です。',
    ),
    baika: 35000,
    stock: 40,
    menu_status: 3,
    allergies: ['01', '04'],
  },
  {
    menucd: 'CHE004',
    bunruicd: 'B061',
    names: L('Chè khúc bạch', 'Chè Khúc Bạch (Panna-cotta Cubes in Lychee Syrup)', 'チェー・クックバック（ミルクゼリーのライチシロップ）'),
    descriptions: L(
      'Thạch sữa khúc bạch, vải thiều, hạnh nhân lát trong nước đường phèn mát lạnh.',
      'Milk panna-cotta cubes, lychees and sliced almonds in chilled rock-sugar syrup.',
      'ミルクゼリー、ライチ、スライスアーモンドを冷たい氷砂糖シロップで。',
    ),
    baika: 39000,
    soldout: true,
    stock: 0,
    menu_status: 3,
    allergies: ['01'],
  },
  {
    menucd: 'CHE006',
    bunruicd: 'B061',
    names: L('Chè chuối', 'Banana & Coconut Sweet Soup', 'バナナとココナッツミルクのチェー'),
    descriptions: L(
      'Chuối sứ nấu nước cốt dừa với bột báng, rắc đậu phộng rang và mè.',
      'Lady-finger bananas simmered in coconut milk with tapioca pearls, topped with roasted peanuts and sesame.',
      '小さなバナナをタピオカと一緒にココナッツミルクで煮て、ピーナッツとごまをかけました。',
    ),
    baika: 30000,
    stock: 50,
    allergies: ['01'],
  },

  // ---------- C06 / B062 Món ngọt khác ----------
  {
    menucd: 'CHE005',
    bunruicd: 'B062',
    names: L('Bánh flan', 'Vietnamese Crème Caramel (Bánh Flan)', 'ベトナム風プリン（バインフラン）'),
    descriptions: L(
      'Bánh flan trứng sữa hấp mềm, nước caramel và chút cà phê đen, ăn cùng đá bào.',
      'Soft steamed egg custard with caramel and a splash of black coffee, served over shaved ice.',
      'やわらかく蒸した卵プリンに、カラメルとブラックコーヒーを少し。かき氷と一緒に。',
    ),
    baika: 25000,
    stock: 80,
    allergies: ['05'],
  },
  {
    menucd: 'CHE007',
    bunruicd: 'B062',
    names: L('Tàu hũ nước đường gừng', 'Silken Tofu in Ginger Syrup', '豆花（トウファ）の生姜シロップがけ'),
    descriptions: L(
      'Tàu hũ non mềm mịn trong nước đường gừng ấm, thêm nước cốt dừa; món chay.',
      'Silky soft tofu in warm ginger syrup with a drizzle of coconut milk; vegetarian.',
      'なめらかな豆花に温かい生姜シロップとココナッツミルクをかけました。ベジタリアン向けです。',
    ),
    baika: 25000,
    stock: 50,
    menu_status: 4,
  },

  // ---------- C07 / B071 Món thêm ----------
  {
    menucd: 'THM001',
    bunruicd: 'B071',
    names: L('Quẩy (2 chiếc)', 'Fried Dough Sticks (2)', '揚げパン（クアイ・2本）'),
    descriptions: L(
      'Quẩy chiên giòn, chấm phở hay cháo đều ngon.',
      'Crisp fried dough sticks, perfect dunked in phở or congee.',
      'カリッと揚げた揚げパン。フォーやお粥に浸してどうぞ。',
    ),
    baika: 10000,
    stock: 200,
  },
  {
    menucd: 'THM002',
    bunruicd: 'B071',
    names: L('Cơm trắng', 'Steamed Rice', '白ご飯'),
    descriptions: L('Một chén cơm trắng dẻo thơm.', 'A bowl of fragrant steamed jasmine rice.', '香りのよいジャスミンライスを一杯。'),
    baika: 10000,
    stuckb: 0,
    stock: 300,
  },
  {
    menucd: 'THM003',
    bunruicd: 'B071',
    names: L('Trứng chần', 'Poached Egg', '落とし卵'),
    descriptions: L(
      'Trứng gà chần lòng đào, thêm vào phở hay bún.',
      'A soft poached egg to add to phở or noodle soups.',
      '半熟の落とし卵。フォーや麺料理に加えてどうぞ。',
    ),
    baika: 10000,
    stock: 150,
    allergies: ['05'],
  },
];

const bumonOf = new Map(classes.map((c) => [c.bunruicd, c.bumoncd]));

function buildGroup(group: GroupInput, stuckb: 0 | 1 | 2, tax_rate: number): SeedToppingGroup {
  return {
    group_code: group.group_code,
    kind: group.kind,
    names: group.names,
    items: group.items.map(
      ([menucd, vi, en, ja, price]): SeedTopping => ({ menucd, names: { vi, en, ja }, price, stuckb, tax_rate }),
    ),
  };
}

export const dishes: SeedDish[] = inputs.map((input, index) => {
  const stuckb = input.stuckb ?? 2;
  const tax_rate = input.tax_rate ?? 8;
  return {
    menucd: input.menucd,
    bumoncd: bumonOf.get(input.bunruicd) ?? '',
    bunruicd: input.bunruicd,
    names: input.names,
    descriptions: input.descriptions,
    baika: input.baika,
    stuckb,
    tax_rate,
    soldout: input.soldout ?? false,
    stock: input.stock ?? 100,
    menu_status: input.menu_status ?? null,
    allergies: input.allergies ?? [],
    img: `/media/menu/${input.menucd}.webp`,
    topping_groups: (input.groups ?? []).map((group) => buildGroup(group, stuckb, tax_rate)),
    unavailable_at: input.unavailable_at ?? [],
    sort: index + 1,
  };
});
