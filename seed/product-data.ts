// Hand-written demo catalogue: names, brands, TT$ prices and descriptions per leaf category.
// Real brands are used for branded goods; unbranded goods are sold by visibly fake demo shops.
// products.ts turns these into SeedProduct records (prices, stock, variants, reviews …).

/** Item options: o = country of origin, c = colours, s = sizes ('none' disables the leaf default), v = demo video file. */
export interface ItemOpts {
  o?: string;
  c?: string[];
  s?: string[] | 'none';
  v?: string;
}
export type Item = [name: string, brand: string, priceTT: number, description: string, opts?: ItemOpts];

export interface LeafData {
  leaf: string;
  origin: string;
  /** Default sizes for every item of the leaf (clothing, shoes). */
  sizes?: string[];
  items: Item[];
}

// Fake demo shops (shown as brand / StyleName). All visibly demo.
export const DEMO_SHOPS = {
  puja: 'Demo Puja Mart',
  murti: 'Chaguanas Murti House (Demo)',
  music: 'Demo Music House',
  sari: 'Demo Sari Palace',
  tailor: 'Demo Tailors & Co.',
  furniture: 'Demo Furniture Gallery',
  shoes: 'Demo Shoe Bazaar',
  hardware: 'Demo Hardware Depot',
  home: 'Demo Home Centre',
  kitchen: 'Demo Kitchen Bazaar',
  naturals: 'Demo Naturals',
  attar: 'Demo Attar House',
  books: 'Demo Book Stall',
  auto: 'Demo Auto Parts',
  phone: 'Demo Phone Corner',
  garden: 'Demo Garden Centre',
} as const;
const D = DEMO_SHOPS;

export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
export const KIDS_SIZES = ['2-3Y', '4-5Y', '6-7Y', '8-9Y', '10-11Y'];
export const SHOE_SIZES = ['6', '7', '8', '9', '10', '11'];

export const CATALOGUE: LeafData[] = [
  // ───────────── Electronics ─────────────
  {
    leaf: 'phones-tablets',
    origin: 'China',
    items: [
      ['Samsung Galaxy A55 5G 128GB', 'Samsung', 3299, 'A 6.6-inch Super AMOLED phone with a 50 MP camera and a 5000 mAh battery that lasts a full day. Works on both bmobile and Digicel 4G/5G networks.', { o: 'Vietnam', c: ['Awesome Navy', 'Awesome Iceblue', 'Awesome Lilac'] }],
      ['Samsung Galaxy Tab A9+ 11" 64GB Wi-Fi', 'Samsung', 1899, 'An 11-inch tablet with quad speakers for streaming and school work. Expandable to 1 TB with a microSD card.', { o: 'Vietnam' }],
      ['Xiaomi Redmi Note 13 256GB', 'Xiaomi', 1999, 'A 120 Hz AMOLED display, 108 MP main camera and 33 W fast charging. Dual SIM, so you can keep both your bmobile and Digicel numbers.', { c: ['Midnight Black', 'Ocean Teal', 'Mint Green'] }],
      ['Apple iPad 10.9" 64GB Wi-Fi (10th Gen)', 'Apple', 3499, 'The all-screen iPad with the A14 Bionic chip, USB-C and a landscape front camera for video calls with family abroad.', { c: ['Blue', 'Silver', 'Pink'] }],
      ['Motorola Moto G Play 2024 64GB', 'Motorola', 1099, 'An affordable 6.5-inch phone with a 5000 mAh battery and a 50 MP camera. A good first smartphone for students.'],
      ['Nokia 105 Dual SIM Feature Phone', 'Nokia', 199, 'A tough keypad phone with an FM radio, a torch and up to 12 hours of talk time. Ideal as a backup phone for the hurricane season.'],
    ],
  },
  {
    leaf: 'televisions',
    origin: 'China',
    items: [
      ['Samsung 55" Crystal UHD 4K Smart TV', 'Samsung', 4999, 'A 55-inch 4K smart TV with the Crystal Processor 4K and HDR10+. Stream Netflix, YouTube and local channels from one remote.', { o: 'Mexico' }],
      ['LG 43" Full HD Smart TV with webOS', 'LG', 2799, 'A 43-inch Full HD TV with webOS, Wi-Fi and built-in apps. Slim bezels make it right for a bedroom or gallery wall.', { o: 'Indonesia' }],
      ['TCL 32" HD Android TV', 'TCL', 1499, 'A compact 32-inch Android TV with Google Assistant and Chromecast built in. Perfect for the kitchen or a child’s room.'],
      ['Hisense 65" 4K ULED Google TV', 'Hisense', 6999, 'A 65-inch ULED screen with Dolby Vision and a 120 Hz panel. Sports and cricket look smooth even in a bright living room.'],
      ['Sony Bravia 50" 4K Google TV', 'Sony', 5899, 'A 50-inch 4K HDR TV with the X1 processor and Dolby Atmos sound. Google TV gathers all your apps in one place.', { o: 'Malaysia' }],
      ['Samsung 75" Neo QLED 4K Smart TV', 'Samsung', 13999, 'A 75-inch Neo QLED TV with Quantum Mini LEDs for deep blacks. The showpiece for a family room or a sports bar.', { o: 'Mexico' }],
    ],
  },
  {
    leaf: 'audio',
    origin: 'China',
    items: [
      ['JBL Flip 6 Portable Bluetooth Speaker', 'JBL', 999, 'A waterproof (IP67) speaker with 12 hours of play time. Bring it to Maracas or the river lime without worry.', { c: ['Black', 'Blue', 'Red', 'Teal'] }],
      ['JBL PartyBox 110 Party Speaker', 'JBL', 3499, 'A 160 W party speaker with light show, mic and guitar inputs. Loud enough for a backyard fete or a Divali gathering.'],
      ['Sony WH-CH520 Wireless Headphones', 'Sony', 449, 'Light on-ear Bluetooth headphones with up to 50 hours of battery. Quick charge gives 1.5 hours of music in 3 minutes.', { c: ['Black', 'White', 'Blue'] }],
      ['Samsung HW-C450 2.1ch Soundbar with Subwoofer', 'Samsung', 1599, 'A 300 W soundbar with a wireless subwoofer and Bass Boost. Connects to any TV by HDMI ARC, optical or Bluetooth.', { o: 'Vietnam' }],
      ['Anker Soundcore Life P3 Noise-Cancelling Earbuds', 'Anker', 599, 'True wireless earbuds with active noise cancelling for the maxi-taxi ride to work. Up to 35 hours with the charging case.'],
      ['Bose SoundLink Flex Bluetooth Speaker', 'Bose', 1099, 'A rugged, floating speaker with PositionIQ that tunes the sound to how it is placed. Up to 12 hours of battery.'],
    ],
  },
  {
    leaf: 'computers',
    origin: 'China',
    items: [
      ['HP 15.6" Laptop Core i5, 8GB RAM, 512GB SSD', 'HP', 4599, 'A 15.6-inch Full HD laptop with an Intel Core i5 processor and fast SSD storage. Windows 11 Home is pre-installed.'],
      ['Lenovo IdeaPad Slim 3 14" Ryzen 5', 'Lenovo', 4299, 'A slim 1.4 kg laptop with an AMD Ryzen 5 and all-day battery. Good for UWI or UTT course work on the go.'],
      ['Acer Aspire 3 15.6" Laptop Celeron, 4GB', 'Acer', 2399, 'An entry-level laptop for browsing, e-mail and online classes. Includes a full-size keyboard with number pad.'],
      ['Apple MacBook Air 13" M2 256GB', 'Apple', 7999, 'Apple’s M2 chip in a fanless 1.24 kg body with up to 18 hours of battery. The Liquid Retina display is bright enough to work on the gallery.'],
      ['Dell 24" Full HD IPS Monitor', 'Dell', 1099, 'A 23.8-inch IPS monitor with thin bezels and HDMI input. Add a second screen to any home office.', { o: 'Mexico' }],
      ['Canon PIXMA G3270 Ink Tank Printer', 'Canon', 1399, 'A wireless print-scan-copy ink tank printer with bottles that print up to 6000 pages. Low running cost for SBA projects.', { o: 'Thailand' }],
    ],
  },
  {
    leaf: 'electronics-accessories',
    origin: 'China',
    items: [
      ['Anker 20W USB-C Fast Charger', 'Anker', 129, 'A compact 20 W USB-C charger that fast-charges an iPhone or Galaxy to 50% in about 30 minutes.'],
      ['Belkin 6-Outlet Surge Protector', 'Belkin', 199, 'Six outlets with 900 joules of surge protection for when the power goes and comes back. A 2 m heavy-duty cord.'],
      ['APC Back-UPS 600VA Battery Backup', 'APC', 899, 'Keeps your modem and desktop running through short power cuts so you can save your work. Six outlets, three on battery.', { o: 'Philippines' }],
      ['SanDisk Ultra 128GB USB 3.0 Flash Drive', 'SanDisk', 99, 'A 128 GB flash drive with read speeds up to 130 MB/s. Password protection software included.'],
      ['Logitech MK270 Wireless Keyboard & Mouse Combo', 'Logitech', 249, 'A full-size wireless keyboard and mouse on one tiny USB receiver. Keyboard battery lasts up to 24 months.'],
      ['Tempered Glass Screen Protector (2-pack)', D.phone, 59, 'Two 9H tempered glass protectors for Galaxy A-series phones, with an alignment frame for bubble-free fitting.'],
    ],
  },
  // ───────────── Kitchen ─────────────
  {
    leaf: 'cookware',
    origin: 'India',
    items: [
      ['Tefal Non-Stick Frying Pan 28cm', 'Tefal', 299, 'A 28 cm frying pan with Thermo-Spot that turns red when the pan is hot. Safe for gas and electric stoves.', { o: 'France' }],
      ['Prestige Hard Anodised Kadai 3L with Lid', 'Prestige', 389, 'A deep 3-litre kadai for curry chicken, channa and aloo. The hard-anodised body heats evenly and will not rust.'],
      ['Lodge Cast Iron Dutch Pot 5 Quart', 'Lodge', 449, 'A pre-seasoned cast iron pot that browns sugar for a proper pelau or stew chicken. Goes from stove top to oven.', { o: 'USA' }],
      ['Stainless Steel Pot Set, 5 Pieces', D.home, 699, 'Five tri-ply stainless steel pots from 1.5 to 8 litres with glass lids. Big enough for a Sunday callaloo and macaroni pie.', { o: 'China' }],
      ['Hawkins Futura Non-Stick Handi 2L', 'Hawkins', 329, 'A 2-litre non-stick handi with a glass lid for dal, rice and slow-cooked curries.'],
      ['Heavy Aluminium Karahi 14"', D.kitchen, 159, 'A heavy-gauge 14-inch karahi for frying bara, saheena and pholourie. Riveted handles stay firm.', { o: 'Trinidad and Tobago' }],
    ],
  },
  {
    leaf: 'pressure-cookers',
    origin: 'India',
    items: [
      ['Hawkins Classic Pressure Cooker 5L', 'Hawkins', 389, 'The classic aluminium pressure cooker that cooks split peas, channa and pigeon peas in a fraction of the time. Inside-fitting lid for safety.'],
      ['Prestige Popular Stainless Steel Pressure Cooker 3L', 'Prestige', 349, 'A 3-litre stainless steel cooker with a gasket release system. Works on gas, electric and induction.'],
      ['Prestige Deluxe Alpha Pressure Cooker 6.5L', 'Prestige', 599, 'A 6.5-litre induction-ready cooker with a sandwich bottom for a family-size pot of curry goat or oil down.'],
      ['Presto 8-Quart Stainless Steel Pressure Cooker', 'Presto', 529, 'An 8-quart cooker with a pressure indicator and a cover lock. Comes with a steaming rack and recipe book.', { o: 'USA' }],
      ['Hawkins Contura Black Pressure Cooker 3L', 'Hawkins', 459, 'A hard-anodised 3-litre cooker with a curved body that makes stirring easy. Stays looking new for years.'],
    ],
  },
  {
    leaf: 'tawa-griddles',
    origin: 'India',
    items: [
      ['Cast Iron Roti Tawa 12"', D.kitchen, 129, 'A 12-inch cast iron tawa with a long handle, seasoned and ready for sada roti and paratha. Holds heat for a whole stack.'],
      ['Flat Baking Stone Tawa 16" for Dhalpuri', D.kitchen, 189, 'A wide 16-inch aluminium baking stone for dhalpuri and buss-up-shut. Made in central Trinidad.', { o: 'Trinidad and Tobago' }],
      ['Prestige Omega Non-Stick Flat Tawa 28cm', 'Prestige', 219, 'A 28 cm non-stick tawa that needs very little oil. Ideal for dosa, chapati and sada roti.'],
      ['Hawkins Cast Iron Griddle 26cm', 'Hawkins', 299, 'A heavy cast iron griddle that gives roti and bakes an even brown. Pre-seasoned with vegetable oil.'],
      ['Roti-Making Set: Tawa, Belna & Chowki', D.kitchen, 249, 'Everything to start making roti: a 12-inch tawa, a hardwood belna (rolling pin) and a chowki board, plus a dabla.', { o: 'Trinidad and Tobago' }],
    ],
  },
  {
    leaf: 'kitchen-utensils',
    origin: 'India',
    items: [
      ['Wooden Belna & Chowki Set', D.kitchen, 89, 'A hand-turned hardwood rolling pin with a round chowki board. The classic pair for rolling roti evenly.', { o: 'Trinidad and Tobago' }],
      ['Stainless Steel Dabla (Roti Turner), 2-pack', D.kitchen, 45, 'Two long flat dablas for turning and clapping roti on the tawa. Rust-free stainless steel.'],
      ['Pigeon Swing Manual Chopper 900ml', 'Pigeon', 79, 'A pull-cord chopper for onions, garlic and shadon beni in seconds. No electricity needed.'],
      ['Stainless Steel Masala Dabba Spice Box', D.kitchen, 149, 'A round spice box with seven bowls and a spoon for geera, turmeric, masala and more.'],
      ['Brass Mortar & Pestle (Khal)', D.kitchen, 169, 'A solid brass mortar and pestle for crushing roasted geera and garlic. Heavy base that does not slide.'],
      ['Stainless Steel Kitchen Knife Set, 6 Pieces', D.home, 229, 'A chef’s knife, bread knife, utility and paring knives with scissors in a wooden block.', { o: 'China' }],
    ],
  },
  {
    leaf: 'storage-containers',
    origin: 'India',
    items: [
      ['Milton Thermosteel Flask 1L', 'Milton', 189, 'A double-wall stainless steel flask that keeps tea hot for 24 hours and mauby cold for just as long.'],
      ['Tupperware Modular Mates Set, 6 Pieces', 'Tupperware', 349, 'Six stackable airtight containers for flour, rice, sugar and split peas. Keeps ants and humidity out.', { o: 'USA' }],
      ['Stainless Steel Tiffin Carrier, 3 Tier', D.kitchen, 119, 'A three-tier tiffin for rice, dal and curry that clips shut for the trip to work or school.'],
      ['Glass Jar Set for Pepper Sauce & Kuchela, 12 Pieces', D.home, 159, 'Twelve 250 ml glass jars with metal lids, just right for homemade pepper sauce, kuchela and chow.', { o: 'China' }],
      ['Rice Storage Bin 25 lb with Measuring Cup', D.home, 139, 'A flip-top rice bin that holds a 25 lb bag, with a measuring cup and wheels for under the counter.', { o: 'China' }],
    ],
  },
  // ───────────── Health & Beauty ─────────────
  {
    leaf: 'skin-care',
    origin: 'USA',
    items: [
      ['Nivea Soft Moisturising Cream 300ml', 'Nivea', 69, 'A light, quick-absorbing cream with jojoba oil and vitamin E for face, hands and body.', { o: 'Germany' }],
      ['Cetaphil Gentle Skin Cleanser 473ml', 'Cetaphil', 149, 'A soap-free, fragrance-free cleanser recommended by dermatologists for sensitive skin.'],
      ['Neutrogena Ultra Sheer Sunscreen SPF 50', 'Neutrogena', 139, 'A non-greasy SPF 50 sunscreen that stands up to the Caribbean sun. Water-resistant for 80 minutes.'],
      ['Himalaya Purifying Neem Face Wash 150ml', 'Himalaya', 45, 'A soap-free face wash with neem and turmeric that helps clear pimples.', { o: 'India' }],
      ['Vaseline Cocoa Radiant Body Lotion 600ml', 'Vaseline', 79, 'A body lotion with pure cocoa butter for dry skin. Absorbs quickly without a greasy feel.'],
      ['Sea Moss & Aloe Soothing Gel 250ml', D.naturals, 99, 'A locally made gel with Tobago sea moss and aloe vera for sunburn and after-shave care.', { o: 'Trinidad and Tobago' }],
    ],
  },
  {
    leaf: 'hair-care',
    origin: 'India',
    items: [
      ['Parachute Pure Coconut Oil 500ml', 'Parachute', 49, 'Pure coconut oil for a weekly hair oiling. Also good for skin and cooking.'],
      ['Dabur Amla Hair Oil 450ml', 'Dabur', 55, 'Amla (Indian gooseberry) hair oil that nourishes the scalp and gives strong, dark hair.'],
      ['Cantu Shea Butter Leave-In Conditioning Cream 340g', 'Cantu', 89, 'A leave-in cream for curly and natural hair with pure shea butter. Fights frizz in humid weather.', { o: 'USA' }],
      ['Pantene Pro-V Daily Moisture Renewal Shampoo 700ml', 'Pantene', 75, 'A gentle daily shampoo with Pro-Vitamin B5 for soft, manageable hair.', { o: 'USA' }],
      ['Jamaican Black Castor Oil 118ml', 'Tropic Isle Living', 79, 'Cold-pressed black castor oil for edges, brows and beard. Made in the Caribbean.', { o: 'Jamaica' }],
    ],
  },
  {
    leaf: 'personal-care-appliances',
    origin: 'China',
    items: [
      ['Philips 2100W Hair Dryer with Diffuser', 'Philips', 229, 'A 2100 W dryer with six heat and speed settings, ionic care and a diffuser for curls.'],
      ['Remington Ceramic Hair Straightener 1"', 'Remington', 349, 'Ceramic plates that heat to 230 °C in 30 seconds, with an automatic shut-off after 60 minutes.'],
      ['Braun Series 3 Electric Shaver', 'Braun', 599, 'A three-blade shaver with a pop-up trimmer for sideburns and moustache. Washable under the tap.', { o: 'Germany' }],
      ['Oral-B Vitality Pro Electric Toothbrush', 'Oral-B', 299, 'A rechargeable toothbrush with a round head that removes more plaque than a manual brush. Two-minute timer built in.'],
      ['Omron Automatic Blood Pressure Monitor', 'Omron', 549, 'An upper-arm monitor with irregular heartbeat detection and memory for 60 readings. Easy for elders to use.', { o: 'Vietnam' }],
      ['Philips Series 3000 Beard Trimmer', 'Philips', 279, 'A trimmer with 20 length settings and 60 minutes of cordless use from one hour of charging.'],
    ],
  },
  {
    leaf: 'fragrances',
    origin: 'France',
    items: [
      ['Sandalwood Attar Roll-on 12ml', D.attar, 59, 'An alcohol-free sandalwood attar in a roll-on bottle. A few drops last the whole day.', { o: 'India' }],
      ['Oud & Rose Attar 6ml', D.attar, 99, 'A deep oud and rose oil perfume, popular for Eid and weddings.', { o: 'United Arab Emirates' }],
      ['Davidoff Cool Water Eau de Toilette 125ml', 'Davidoff', 599, 'A fresh aquatic fragrance for men with notes of mint, lavender and cedarwood.'],
      ['Calvin Klein CK One Eau de Toilette 100ml', 'Calvin Klein', 549, 'A clean citrus fragrance for men and women. A classic since the nineties.', { o: 'USA' }],
      ['Old Spice Original Deodorant Stick', 'Old Spice', 49, 'The original Old Spice scent in a long-lasting deodorant stick.', { o: 'USA' }],
    ],
  },
  {
    leaf: 'ayurvedic-herbal',
    origin: 'India',
    items: [
      ['Dabur Chyawanprash 500g', 'Dabur', 79, 'A traditional Ayurvedic jam of amla and over 40 herbs, taken by the spoon each morning.'],
      ['Himalaya Ashwagandha 60 Tablets', 'Himalaya', 99, 'Pure ashwagandha root extract tablets, a traditional herbal supplement for stress.'],
      ['Baidyanath Triphala Churna 100g', 'Baidyanath', 49, 'A classic blend of three dried fruits taken with warm water at night.'],
      ['Turmeric & Neem Ubtan Face Pack 100g', D.naturals, 59, 'A gram-flour face pack with turmeric, neem and sandalwood, like the haldi used before a Hindu wedding.', { o: 'Trinidad and Tobago' }],
      ['Moringa Leaf Powder 200g', D.naturals, 65, 'Shade-dried moringa leaves from a farm in Penal, finely ground for smoothies and soups.', { o: 'Trinidad and Tobago' }],
    ],
  },
  // ───────────── Home & Decor ─────────────
  {
    leaf: 'wall-decor',
    origin: 'India',
    items: [
      ['Brass Om Wall Hanging 12"', D.puja, 249, 'A polished brass Om symbol to hang at the entrance or in the prayer room.'],
      ['Trinidad & Tobago Map Wooden Wall Art', D.home, 299, 'Laser-cut map of both islands in layered cedar, with the main towns marked. Made in San Juan.', { o: 'Trinidad and Tobago' }],
      ['Silent Wall Clock 20"', D.home, 199, 'A large 20-inch wall clock with a silent sweep movement and bold numerals.', { o: 'China' }],
      ['Maracas Bay Sunset Canvas Print 24×36"', D.home, 349, 'A gallery-wrapped canvas of Maracas Bay at sunset, ready to hang.', { o: 'Trinidad and Tobago' }],
      ['Beaded Toran Door Hanging', D.puja, 89, 'A colourful beaded toran with mirror work for the front door, especially at Divali.'],
    ],
  },
  {
    leaf: 'lighting',
    origin: 'China',
    items: [
      ['LED Fairy String Lights 10m, Warm White', D.home, 69, 'A 10-metre string of 100 warm-white LEDs with eight modes. Outdoor-safe for Divali and Christmas.'],
      ['Philips 9W LED Bulbs, 4-pack', 'Philips', 59, 'Four 9 W LED bulbs that replace 60 W bulbs and cut your T&TEC bill.', { o: 'India' }],
      ['Solar Garden Path Lights, 6-pack', D.garden, 189, 'Six stainless steel solar lights that charge by day and light the path from dusk.'],
      ['Crystal Chandelier, 5 Lights', D.home, 1299, 'A five-arm chandelier with clear crystal drops for a dining room or entrance hall.'],
      ['Rattan Pendant Lamp Shade 40cm', D.home, 399, 'A hand-woven rattan shade that throws patterned light across the room.', { o: 'Indonesia' }],
    ],
  },
  {
    leaf: 'curtains-linen',
    origin: 'India',
    items: [
      ['Blackout Curtains, 2 Panels 52×84"', D.home, 229, 'Thermal blackout curtains that keep the afternoon sun and heat out of the bedroom.', { o: 'China', c: ['Navy', 'Grey', 'Beige', 'Burgundy'] }],
      ['400 Thread Count Cotton Sheet Set, Queen', D.home, 349, 'A four-piece sheet set of 100% cotton sateen that stays cool on hot nights.', { c: ['White', 'Ivory', 'Sky Blue'] }],
      ['Chenille Bedspread, King', D.home, 279, 'A tufted chenille bedspread with a medallion pattern. Machine washable.'],
      ['Embroidered Cushion Covers, Set of 5', D.home, 129, 'Five 16-inch cushion covers with mirror work and embroidery in festive colours.'],
      ['Cotton Towel Set, 6 Pieces', D.home, 199, 'Two bath towels, two hand towels and two face cloths in thick 600 gsm cotton.', { o: 'Pakistan' }],
    ],
  },
  {
    leaf: 'rugs-mats',
    origin: 'India',
    items: [
      ['Jute Area Rug 5×7 ft', D.home, 499, 'A hand-braided natural jute rug that suits wooden floors and tropical decor.'],
      ['Coir "Welcome" Door Mat', D.home, 69, 'A stiff coconut-fibre door mat that scrapes mud off shoes in the rainy season.'],
      ['Anti-Fatigue Kitchen Mat', D.home, 149, 'A cushioned 18×30-inch mat for standing at the sink or rolling roti.', { o: 'China' }],
      ['Shaggy Rug 4×6 ft', D.home, 349, 'A soft, thick-pile rug for the bedroom or living room.', { o: 'Turkey', c: ['Cream', 'Grey', 'Charcoal'] }],
      ['Cotton Dhurrie Runner 2×8 ft', D.home, 189, 'A flat-woven cotton runner in bright stripes for hallways.'],
    ],
  },
  {
    leaf: 'vases-showpieces',
    origin: 'India',
    items: [
      ['Brass Elephant Pair with Raised Trunks', D.puja, 299, 'A pair of brass elephants with raised trunks, a symbol of good luck for the home.'],
      ['Ceramic Vase Set, 3 Pieces', D.home, 179, 'Three matte ceramic vases in graduated sizes for dried or fresh flowers.', { o: 'China' }],
      ['Tabletop Water Fountain with LED', D.home, 349, 'A small resin fountain with a soft LED glow and the sound of running water.', { o: 'China' }],
      ['Miniature Steelpan Showpiece', D.home, 149, 'A hand-hammered miniature steelpan on a stand, made by a panyard craftsman in Laventille.', { o: 'Trinidad and Tobago' }],
      ['Hand-Painted Calabash Bowl', D.home, 119, 'A dried calabash bowl hand-painted with hummingbirds by an artisan in Tobago.', { o: 'Trinidad and Tobago' }],
    ],
  },
  // ───────────── Appliances ─────────────
  {
    leaf: 'refrigerators',
    origin: 'China',
    items: [
      ['Samsung 18 cu ft Twin Cooling Refrigerator', 'Samsung', 7999, 'An 18 cubic foot top-freezer fridge with Twin Cooling Plus and a digital inverter compressor that saves power.', { o: 'Thailand' }],
      ['LG 11 cu ft Inverter Top-Freezer Refrigerator', 'LG', 5499, 'A compact 11 cubic foot fridge with a smart inverter compressor and a 10-year compressor warranty.', { o: 'Indonesia' }],
      ['Whirlpool 7 cu ft Chest Freezer', 'Whirlpool', 3999, 'A 7 cubic foot chest freezer for fish, meat and bulk shopping. Keeps food frozen for hours during a power cut.'],
      ['Midea 3.1 cu ft Bar Fridge', 'Midea', 1599, 'A small fridge with a freezer compartment for a bedroom, office or bar.'],
      ['Frigidaire 20 cu ft French Door Refrigerator', 'Frigidaire', 11999, 'A 20 cubic foot French door fridge with a bottom freezer drawer and an ice maker.', { o: 'Mexico' }],
    ],
  },
  {
    leaf: 'washing-machines',
    origin: 'China',
    items: [
      ['LG 18kg Top Load Washing Machine', 'LG', 5999, 'An 18 kg top loader with Smart Inverter motor and TurboDrum for family-size loads.', { o: 'Vietnam' }],
      ['Samsung 9kg Front Load Washer with Steam', 'Samsung', 6999, 'A 9 kg front loader with Hygiene Steam and Eco Bubble for cleaner clothes in cold water.'],
      ['Whirlpool 10kg Twin Tub Washing Machine', 'Whirlpool', 2299, 'A semi-automatic twin tub that washes and spins at the same time, using little water.', { o: 'India' }],
      ['Midea 2.6 cu ft Portable Washer', 'Midea', 1899, 'A portable washer for apartments, with eight programs and a sink adapter.'],
      ['Frigidaire 7 cu ft Electric Dryer', 'Frigidaire', 4299, 'A 7 cubic foot electric dryer for the rainy season, with a wrinkle-release setting.', { o: 'USA' }],
    ],
  },
  {
    leaf: 'air-conditioners',
    origin: 'China',
    items: [
      ['LG Dual Inverter 12,000 BTU Split AC', 'LG', 4999, 'A 12,000 BTU inverter split unit that cools up to 550 sq ft and uses up to 70% less energy.', { o: 'Thailand' }],
      ['Midea 18,000 BTU Inverter Split AC', 'Midea', 6499, 'An 18,000 BTU inverter unit for a large living room, with Wi-Fi control from your phone.'],
      ['Gree 9,000 BTU Split AC', 'Gree', 3599, 'A quiet 9,000 BTU split unit for a bedroom, with a sleep mode and a self-clean function.'],
      ['Frigidaire 8,000 BTU Window AC', 'Frigidaire', 2599, 'An 8,000 BTU window unit with a remote, a 24-hour timer and an easy-clean filter.'],
      ['TCL 10,000 BTU Portable AC', 'TCL', 2999, 'A portable AC on wheels with a window kit, for rented rooms where a split unit is not allowed.'],
    ],
  },
  {
    leaf: 'small-kitchen-appliances',
    origin: 'China',
    items: [
      ['Ninja Professional Blender 1000W', 'Ninja', 899, 'A 1000 W blender with a 72 oz pitcher that crushes ice for smoothies, punches and frozen drinks.'],
      ['Oster 6-Cup Rice Cooker', 'Oster', 249, 'Cooks up to 6 cups of rice and switches to keep-warm automatically. With a steaming tray.'],
      ['Black+Decker 4L Air Fryer', 'Black+Decker', 599, 'A 4-litre air fryer for crispy chicken, fries and even pholourie with little oil.'],
      ['Prestige Iris 750W Mixer Grinder', 'Prestige', 549, 'A 750 W mixer grinder with three jars for masala, chutney and soaked dal for pholourie.', { o: 'India' }],
      ['Instant Pot Duo 7-in-1 6 Quart', 'Instant Pot', 899, 'A pressure cooker, slow cooker, rice cooker, steamer and more in one pot.'],
      ['Hamilton Beach 1.7L Electric Kettle', 'Hamilton Beach', 159, 'A 1.7-litre cordless kettle with auto shut-off and a water window.'],
    ],
  },
  {
    leaf: 'fans',
    origin: 'China',
    items: [
      ['Standing Fan 16" with Remote', D.home, 299, 'A 16-inch pedestal fan with three speeds, oscillation and a 7-hour timer.'],
      ['Ceiling Fan 52" with LED Light', D.home, 699, 'A five-blade 52-inch ceiling fan with an LED light kit and a reversible motor.'],
      ['Box Fan 20"', D.home, 249, 'A powerful 20-inch box fan that moves air through the whole room.'],
      ['Tower Fan 42" with Remote', D.home, 449, 'A slim 42-inch tower fan with three modes and a quiet night setting.'],
      ['Rechargeable Fan with LED Light 12"', D.home, 279, 'A 12-inch fan that runs up to 8 hours on battery, with an LED light for power cuts.'],
    ],
  },
  // ───────────── Tools & Automobile ─────────────
  {
    leaf: 'power-tools',
    origin: 'China',
    items: [
      ['DeWalt 20V Max Cordless Drill/Driver Kit', 'DeWalt', 1499, 'A compact 20 V drill with two batteries, a charger and a bag. Strong enough for concrete with a masonry bit.'],
      ['Makita 4-1/2" Angle Grinder 720W', 'Makita', 699, 'A 720 W grinder for cutting steel and grinding welds, with a side handle and guard.'],
      ['Black+Decker 5A Jigsaw', 'Black+Decker', 549, 'A jigsaw with variable speed and a bevel shoe for curved and angled cuts in wood.'],
      ['Bosch GBH 2-26 Rotary Hammer', 'Bosch', 1699, 'An 800 W SDS-plus rotary hammer for drilling and light chiselling in blocks and concrete.', { o: 'Germany' }],
      ['Karcher K2 Pressure Washer', 'Karcher', 1199, 'A 1600 psi pressure washer for cars, driveways and galvanize roofs.', { o: 'Italy' }],
      ['Stihl FS 55 Brushcutter', 'Stihl', 2499, 'A petrol brushcutter that clears yard bush and tall grass. The tool every Trini yard needs.', { o: 'USA' }],
    ],
  },
  {
    leaf: 'hand-tools',
    origin: 'China',
    items: [
      ['Stanley 65-Piece Home Tool Kit', 'Stanley', 449, 'Sixty-five essential tools, from hammer to sockets, in a sturdy carry case.'],
      ['Tramontina Cutlass 18"', 'Tramontina', 69, 'An 18-inch carbon steel cutlass with a wooden handle for cutting bush and cane.', { o: 'Brazil' }],
      ['Stanley PowerLock 25ft Tape Measure', 'Stanley', 79, 'A 25-foot tape with a wide blade and a belt clip.'],
      ['Adjustable Wrench Set, 3 Pieces', D.hardware, 139, '6, 8 and 10-inch adjustable wrenches in chrome vanadium steel.'],
      ['Estwing 16oz Claw Hammer', 'Estwing', 149, 'A one-piece forged steel hammer with a shock-reducing grip.', { o: 'USA' }],
    ],
  },
  {
    leaf: 'car-accessories',
    origin: 'China',
    items: [
      ['Universal Car Seat Cover Set', D.auto, 399, 'A full set of breathable seat covers that fits most cars, with airbag-safe side seams.', { c: ['Black', 'Grey', 'Beige', 'Red/Black'] }],
      ['1080p Dash Cam with Night Vision', D.auto, 549, 'A Full HD dash cam with a 170° lens, loop recording and a G-sensor that saves crash clips.'],
      ['All-Weather Rubber Floor Mats, 4 Pieces', D.auto, 249, 'Trimmable rubber mats that keep mud and water off your carpets.'],
      ['Windshield Sun Shade', D.auto, 79, 'A foldable reflective shade that keeps the dashboard cool in the hot sun.'],
      ['Portable Jump Starter 1000A', D.auto, 699, 'Jump-starts petrol engines up to 6 litres, and doubles as a USB power bank and torch.'],
      ['Cordless Tyre Inflator', D.auto, 329, 'A rechargeable tyre inflator with a digital gauge that stops at the set pressure.'],
    ],
  },
  {
    leaf: 'car-care',
    origin: 'USA',
    items: [
      ['Armor All Original Protectant 16oz', 'Armor All', 49, 'Cleans and protects dashboards, tyres and vinyl from UV cracking.'],
      ["Meguiar's Gold Class Car Wash 64oz", "Meguiar's", 89, 'A rich shampoo and conditioner that cleans without stripping wax.'],
      ['Turtle Wax Super Hard Shell Paste Wax', 'Turtle Wax', 79, 'A classic paste wax for a deep shine that lasts through the rainy season.'],
      ['Microfibre Cleaning Towels, 10-pack', D.auto, 69, 'Ten lint-free microfibre towels for washing, drying and polishing.', { o: 'China' }],
      ['Castrol GTX 5W-30 Motor Oil, 5 Quart', 'Castrol', 239, 'Conventional motor oil that protects against sludge in stop-and-go traffic.'],
    ],
  },
  // ───────────── Home Improvement ─────────────
  {
    leaf: 'plumbing',
    origin: 'China',
    items: [
      ['Moen Single-Handle Pull-Down Kitchen Faucet', 'Moen', 899, 'A pull-down kitchen faucet with a spray head and a spot-resist stainless finish.'],
      ['PVC Cement & Primer Kit', D.hardware, 79, 'Primer and solvent cement for PVC water and drain pipes, with applicators.', { o: 'USA' }],
      ['Water Tank Float Valve 3/4"', D.hardware, 119, 'A brass float valve that shuts the water off when your tank is full.'],
      ['Rainfall Shower Head 8"', D.hardware, 229, 'An 8-inch square stainless steel shower head for a wide, gentle spray.'],
      ['1 HP Water Pump for Tanks', D.hardware, 1699, 'A 1 HP centrifugal pump that keeps good pressure from the tank to the upstairs shower.', { o: 'Italy' }],
      ['Universal Toilet Repair Kit', D.hardware, 99, 'A fill valve, flapper and flush valve that stop a running toilet.', { o: 'USA' }],
    ],
  },
  {
    leaf: 'electrical',
    origin: 'China',
    items: [
      ['Heavy-Duty Extension Cord 25ft, 12 Gauge', D.hardware, 159, 'A 25-foot outdoor extension cord with three outlets and a lighted end.'],
      ['Smart Wi-Fi Plug, 2-pack', D.hardware, 149, 'Control lamps and the water heater from your phone, with schedules and energy tracking.'],
      ['LED Flood Light 100W with Sensor', D.hardware, 249, 'A 100 W motion-sensor flood light for the yard and the gate.'],
      ['Portable Generator 3500W', D.hardware, 4999, 'A 3500 W petrol generator that keeps the fridge, lights and fans running when the power goes.'],
      ['Electrical Tape, 10-pack', D.hardware, 39, 'Ten rolls of PVC electrical tape in assorted colours.'],
    ],
  },
  {
    leaf: 'paint-supplies',
    origin: 'Trinidad and Tobago',
    items: [
      ['Berger WeatherCoat Exterior Paint 1 Gallon', 'Berger', 349, 'An exterior acrylic paint made for the tropics that resists mildew and fading.', { c: ['Brilliant White', 'Sunshine Yellow', 'Coral Pink', 'Sea Breeze Blue'] }],
      ['Sherwin-Williams Interior Eggshell 1 Gallon', 'Sherwin-Williams', 389, 'A washable eggshell finish for living rooms and bedrooms.', { o: 'USA' }],
      ['Paint Roller Kit 9", 7 Pieces', D.hardware, 99, 'A roller frame, two covers, a tray, a brush and an extension pole.', { o: 'China' }],
      ["Painter's Masking Tape, 3-pack", D.hardware, 59, 'Three rolls of 1.5-inch tape that peels off clean after 14 days.', { o: 'USA' }],
      ['Rust-Oleum Gloss Spray Paint 12oz', 'Rust-Oleum', 45, 'Rust-preventive spray paint for gates, burglar-proofing and patio furniture.', { o: 'USA' }],
    ],
  },
  {
    leaf: 'hardware',
    origin: 'China',
    items: [
      ['Galvanize Roofing Screws, Box of 100', D.hardware, 89, 'Self-drilling roofing screws with rubber washers that keep the rain out.'],
      ['Keyed Entry Door Lock Set', D.hardware, 249, 'A lever handle and deadbolt set with three keys, in satin nickel.'],
      ['Laminated Padlock 50mm, 3-pack', D.hardware, 119, 'Three keyed-alike steel padlocks for gates and sheds.'],
      ['Steel Door Hinges 3.5", 6-pack', D.hardware, 69, 'Six 3.5-inch steel hinges with screws.'],
      ['Cabinet Handles, 10-pack', D.hardware, 99, 'Ten brushed steel bar handles with screws, for kitchen cupboards.'],
    ],
  },
  {
    leaf: 'garden-outdoor',
    origin: 'China',
    items: [
      ['Garden Hose 50ft with Spray Nozzle', D.garden, 179, 'A kink-resistant 50-foot hose with an eight-pattern nozzle.'],
      ['Plastic Patio Chairs, 4-pack', D.garden, 399, 'Four stackable resin chairs for the gallery, the yard or a family function.', { o: 'Trinidad and Tobago' }],
      ['Seedling Tray & Potting Mix Kit', D.garden, 59, 'A 72-cell seedling tray with 10 lb of potting mix for pimento, tomato and lettuce.', { o: 'Trinidad and Tobago' }],
      ['Cotton Hammock with Stand', D.garden, 899, 'A woven cotton hammock with a powder-coated steel stand. Lime in the shade anywhere.'],
      ['Garden Fork, 4 Prongs', D.garden, 119, 'A forged steel digging fork for breaking hard clay soil.'],
    ],
  },
  // ───────────── Clothing ─────────────
  {
    leaf: 'mens-wear',
    origin: 'India',
    sizes: CLOTHING_SIZES,
    items: [
      ['Cotton Kurta Pajama Set', D.tailor, 249, 'A breathable cotton kurta with a matching pajama, cool enough for a puja in the afternoon heat.', { c: ['White', 'Cream'] }],
      ['Linen Shirt-Jac', D.tailor, 299, 'A short-sleeve linen shirt-jac with four pockets, tailored in Port of Spain for weddings and office wear.', { o: 'Trinidad and Tobago' }],
      ['Silk Blend Nehru Jacket', D.tailor, 349, 'A sleeveless Nehru jacket to wear over a kurta for Divali, Eid and weddings.', { c: ['Maroon', 'Navy', 'Gold'] }],
      ['Embroidered Sherwani with Churidar', D.tailor, 899, 'A knee-length sherwani with zari embroidery and matching churidar for the groom or a best man.'],
      ['Dhoti Kurta Set', D.tailor, 279, 'A cotton kurta with a ready-to-wear dhoti for pujas, Ramayan and jhandi ceremonies.'],
      ['Cotton Polo Shirts, 3-pack', D.tailor, 149, 'Three pique polo shirts in navy, white and grey.', { o: 'Bangladesh' }],
    ],
  },
  {
    leaf: 'womens-wear',
    origin: 'India',
    sizes: CLOTHING_SIZES,
    items: [
      ['Banarasi Silk Sari with Blouse Piece', D.sari, 599, 'A Banarasi silk sari with a gold zari border and an unstitched blouse piece. Six yards, one size.', { s: 'none', c: ['Red', 'Royal Blue', 'Emerald', 'Magenta', 'Mustard'] }],
      ['Georgette Salwar Kameez Suit', D.sari, 449, 'A three-piece georgette suit with embroidered kameez, salwar and chiffon dupatta.'],
      ['Bridal Lehenga Choli', D.sari, 1199, 'A heavily embroidered lehenga with choli and net dupatta for weddings and the sangeet.', { c: ['Red', 'Pink'] }],
      ['Cotton Printed Kurti', D.sari, 169, 'A straight-cut cotton kurti with block print, for work or college.'],
      ['Tropical Print Maxi Dress', D.sari, 229, 'A flowing rayon maxi dress in a hibiscus print for beach days and Sunday lunch.', { o: 'Trinidad and Tobago' }],
      ['Anarkali Gown with Dupatta', D.sari, 699, 'A floor-length Anarkali with sequin work, for Eid and Divali nights.'],
      ['Chiffon Dupatta', D.sari, 89, 'A light chiffon dupatta with a lace border.', { s: 'none', c: ['Red', 'Orange', 'Pink', 'Green', 'White'] }],
    ],
  },
  {
    leaf: 'kids-wear',
    origin: 'India',
    sizes: KIDS_SIZES,
    items: [
      ["Girls' Lehenga Choli", D.sari, 299, 'A twirling lehenga with a sequinned choli and dupatta for little girls at weddings and Divali.', { c: ['Pink', 'Yellow'] }],
      ["Boys' Kurta Pajama Set", D.tailor, 179, 'A cotton kurta pajama for boys, with a matching jacket for special days.'],
      ["Girls' Cotton Frock", D.sari, 139, 'A cotton frock with puff sleeves and a sash.', { o: 'Trinidad and Tobago' }],
      ['School Shirts, 3-pack', D.tailor, 119, 'Three easy-iron school shirts in white, cut to the standard primary and secondary school pattern.', { o: 'Trinidad and Tobago' }],
      ["Kids' T-shirt & Shorts Set", D.tailor, 99, 'A cotton T-shirt and shorts set with a steelpan print.', { o: 'China' }],
    ],
  },
  {
    leaf: 'funeral-clothing',
    origin: 'India',
    sizes: CLOTHING_SIZES,
    items: [
      ["Men's White Cotton Kurta", D.tailor, 199, 'A plain white cotton kurta, as traditionally worn at Hindu funerals and the final rites.'],
      ["Women's White Cotton Sari", D.sari, 299, 'A soft white cotton sari with a thin silver border, for funerals and the thirteen-day rites.', { s: 'none', c: ['White', 'Off-White'] }],
      ["Men's Black Two-Piece Suit", D.tailor, 999, 'A single-breasted black suit in a light wool blend for funerals and formal occasions.', { o: 'China' }],
      ["Women's Black Sheath Dress", D.sari, 349, 'A knee-length black dress with three-quarter sleeves, dignified for a church funeral.', { o: 'China' }],
      ["Men's White Long-Sleeve Shirt", D.tailor, 149, 'A crisp white long-sleeve shirt in easy-iron cotton.', { o: 'Bangladesh' }],
    ],
  },
  // ───────────── Musical Items ─────────────
  {
    leaf: 'tabla',
    origin: 'India',
    items: [
      ['Professional Copper Tabla Set, 3 kg Bayan', D.music, 2899, 'A concert tabla set with a 3 kg copper bayan and a sheesham dayan, hand-tuned in Kolkata. Comes with a hammer, rings and covers.', { v: 'tabla-demo.mp4' }],
      ['Student Brass Tabla Set', D.music, 1499, 'A brass bayan and wooden dayan for learners, with a tuning hammer and cushions.', { v: 'tabla-demo.mp4' }],
      ['Radel Taalmala Digital Tabla', 'Radel', 1299, 'An electronic tabla box with 100 taals for practice and singing without a tabla player.'],
      ['Tabla Hammer & Cushion Rings Set', D.music, 119, 'A brass tuning hammer and a pair of cotton cushion rings (guddi) for tabla.'],
      ['Padded Tabla Carry Bag', D.music, 249, 'A padded bag that holds both drums, with a shoulder strap for going to practice.'],
    ],
  },
  {
    leaf: 'dholak',
    origin: 'India',
    items: [
      ['Hand-crafted Mango Wood Dholak', D.music, 1299, 'A hand-crafted mango wood dholak from India with goatskin heads and rope tuning. The classic drum for chutney and wedding songs.', { v: 'dholak-demo.mp4' }],
      ['Sheesham Wood Dholak with Rope Tuning', D.music, 1599, 'A heavy sheesham wood dholak with a deep, warm bass and cotton rope lacing.', { v: 'dholak-demo.mp4' }],
      ['Bolt-Tuned Dholak', D.music, 1899, 'A dholak with steel bolts for quick, precise tuning. Popular with chutney and bhajan groups.', { v: 'dholak-demo.mp4' }],
      ['Trinidad-made Goatskin Dholak', D.music, 1799, 'A dholak built and tuned by a drum maker in Debe, with local goatskin heads.', { o: 'Trinidad and Tobago', v: 'dholak-demo.mp4' }],
      ['Dholak Padded Cover Bag', D.music, 149, 'A padded cover that protects a dholak on the way to a wedding or a maticoor night.'],
      ['Mini Dholak for Kids', D.music, 399, 'A small, light dholak sized for children starting out.'],
    ],
  },
  {
    leaf: 'harmonium',
    origin: 'India',
    items: [
      ['Bina 23B Scale-Changer Harmonium', 'Bina', 4999, 'A 3½-octave scale-changer harmonium with nine stoppers, so singers can change key without transposing.'],
      ['Paloma 3¼ Octave Folding Harmonium', 'Paloma', 2899, 'A portable folding harmonium with double reeds and a coupler, easy to carry to kirtan.'],
      ['Yamaha PSR-I500 Harmonium-Voice Keyboard', 'Yamaha', 2499, 'A 61-key keyboard with harmonium, tabla and sitar voices and Indian rhythm patterns.', { o: 'China' }],
      ['Safari Harmonium, 9 Stoppers', D.music, 2199, 'A 3¼-octave safari harmonium with a teak finish and a padded cover.'],
      ['Harmonium Padded Cover', D.music, 199, 'A quilted, water-resistant cover that fits standard 3¼-octave harmoniums.'],
    ],
  },
  {
    leaf: 'manjira',
    origin: 'India',
    items: [
      ['Brass Manjira Pair', D.music, 79, 'A pair of hand-beaten brass manjira with a bright, ringing tone for bhajans.'],
      ['Bell Metal Kartal', D.music, 119, 'Heavy bell-metal kartal with cotton cords, loud enough for a temple hall.'],
      ['Large Jhanj Cymbals 8"', D.music, 249, 'A pair of 8-inch jhanj cymbals for tassa groups and processions.'],
      ['Steel Dhantal with Striker', D.music, 349, 'The Trinidad dhantal: a steel rod and a U-shaped striker that drive chutney and tan singing.', { o: 'Trinidad and Tobago' }],
      ['Wooden Khartal Pair', D.music, 69, 'Rosewood clappers with brass jingles, played in one hand.'],
    ],
  },
  {
    leaf: 'baby-drum-set',
    origin: 'China',
    items: [
      ["Kids' 3-Piece Drum Set with Stool", D.music, 599, 'A junior drum set with bass drum, two toms, a cymbal, sticks and a stool for ages 3 to 8.', { c: ['Red', 'Blue', 'Black'] }],
      ['Junior 5-Piece Drum Kit', D.music, 1299, 'A real junior kit with hi-hat, crash cymbal and adjustable throne for ages 6 to 12.', { c: ['Metallic Blue', 'Wine Red'] }],
      ['Toddler Toy Drum Set', D.music, 199, 'A colourful plastic drum set with a little cymbal and two sticks for toddlers.'],
      ['Mini Tassa Drum for Kids', D.music, 449, 'A small tassa drum with a neck strap and two sticks, so children can join the tassa side.', { o: 'Trinidad and Tobago' }],
      ['Baby Musical Dholak Toy', D.music, 149, 'A soft-sounding toy dholak with lights and recorded rhythms.'],
    ],
  },
  // ───────────── Puja Items ─────────────
  {
    leaf: 'brass-items',
    origin: 'India',
    items: [
      ['Brass Panchmukhi Deya', D.puja, 129, 'A five-wick brass deya for aarti and Divali night. Heavy base that will not tip.', { v: 'diya-demo.mp4' }],
      ['Brass Kalash with Coconut Stand', D.puja, 99, 'A polished brass kalash (lota) for puja, with a small stand for the coconut.'],
      ['Brass Puja Thali Set, 7 Pieces', D.puja, 249, 'A thali with deya, bell, kalash, incense holder, kumkum bowl and spoon, all in brass.', { v: 'diya-demo.mp4' }],
      ['Brass Lota', D.puja, 69, 'A plain brass lota for offering water to Surya each morning.'],
      ['Brass Puja Bell (Ghanti)', D.puja, 89, 'A hand bell with a Garuda handle and a clear, long ring.'],
      ['Brass Aarti Lamp with Handle', D.puja, 159, 'A brass aarti lamp with a long handle and five wicks.'],
    ],
  },
  {
    leaf: 'marble-dust-idols',
    origin: 'India',
    items: [
      ['Marble Dust Ganesh Idol 8"', D.puja, 249, 'A hand-painted marble dust Ganesh, seated, with gold detailing.'],
      ['Marble Dust Lakshmi Idol 8"', D.puja, 249, 'Mother Lakshmi on a lotus with gold coins, hand-painted in Jaipur.'],
      ['Marble Dust Hanuman Idol 10"', D.puja, 299, 'A standing Hanuman with gadha, painted in saffron and gold.'],
      ['Marble Dust Radha Krishna Idol 12"', D.puja, 399, 'Radha and Krishna with flute, hand-painted with stone work on the clothes.'],
      ['Marble Dust Shiva Parvati Idol 10"', D.puja, 349, 'Shiva and Parvati seated together on Mount Kailash.'],
    ],
  },
  {
    leaf: 'incense',
    origin: 'India',
    items: [
      ['Cycle Three-in-One Agarbatti, 12 Boxes', 'Cycle', 59, 'Twelve boxes of Cycle Three-in-One agarbatti, each with three fragrances.'],
      ['Hem Precious Sandalwood Agarbatti, 6 Packs', 'Hem', 35, 'Six hexagonal packs of sandalwood incense sticks.'],
      ['Satya Nag Champa Agarbatti 250g', 'Satya', 99, 'The original Nag Champa incense in a large 250 g box.'],
      ['Dhoop Cones with Holder, 50 Cones', D.puja, 39, 'Fragrant guggal dhoop cones with a brass holder.'],
      ['Pure Camphor (Kapoor) Tablets 100g', D.puja, 29, 'Pure camphor tablets for aarti that burn clean with no residue.'],
      ['Sambrani Cups, 12 Pieces', D.puja, 45, 'Cup sambrani that produces thick, fragrant smoke for cleansing the home.'],
    ],
  },
  {
    leaf: 'puja-flowers',
    origin: 'Trinidad and Tobago',
    items: [
      ['Fresh Marigold Mala', D.puja, 25, 'A fresh marigold garland strung the morning of delivery in Chaguanas. Order by the day before your puja.'],
      ['Artificial Marigold Garlands, 10-pack', D.puja, 79, 'Ten 5-foot artificial marigold strings for mandap and doorway decoration.', { o: 'China' }],
      ['Artificial Lotus Flowers, 6 Pieces', D.puja, 59, 'Six floating lotus flowers for the puja thali or a water bowl.', { o: 'China' }],
      ['Jasmine Garland (Mogra Gajra)', D.puja, 35, 'A fresh jasmine gajra for hair or to offer at the murti.'],
      ['Tulsi Plant in Clay Pot', D.garden, 45, 'A healthy holy basil plant in a clay pot, for the jhandi flag corner.'],
    ],
  },
  {
    leaf: 'eco-friendly-clay-murti',
    origin: 'Trinidad and Tobago',
    items: [
      ['Chaguanas-made Clay Ganesh Murti 9"', D.murti, 199, 'A clay Ganesh murti shaped and painted by hand in Chaguanas with natural colours. Dissolves in water after visarjan.'],
      ['Clay Lakshmi-Ganesh Pair for Divali', D.murti, 249, 'A hand-painted clay pair of Lakshmi and Ganesh for the Divali puja.'],
      ['Hand-made Clay Deyas, Pack of 100', D.murti, 89, 'One hundred unpainted clay deyas made in Chaguanas, ready to light for Divali.', { v: 'diya-demo.mp4' }],
      ['Clay Durga Murti 8"', D.murti, 219, 'Mother Durga on her lion, in eco-friendly clay for Navratri.'],
      ['Plantable Seed Ganesh Murti', D.murti, 149, 'A small clay Ganesh with tulsi seeds inside. After the puja, water it in a pot and it grows.'],
    ],
  },
  {
    leaf: 'hawan-samgri',
    origin: 'India',
    items: [
      ['Hawan Samagri 500g', D.puja, 39, 'A blend of herbs, roots and resins for the hawan, ready to mix with ghee.'],
      ['Pure Cow Ghee 1L', D.puja, 129, 'Pure desi cow ghee for hawan and deyas.'],
      ['Copper Hawan Kund 8"', D.puja, 349, 'A stepped copper hawan kund with a tray for a home hawan.'],
      ['Mango Wood Samidha Bundle', D.puja, 49, 'Dried mango wood sticks cut to size for the hawan kund.', { o: 'Trinidad and Tobago' }],
      ['Navgraha Samidha Kit', D.puja, 69, 'Nine kinds of sacred wood for the navgraha puja, labelled by planet.'],
    ],
  },
  {
    leaf: 'idol-books',
    origin: 'India',
    items: [
      ['Shri Ramcharitmanas, Hindi with English Translation', 'Gita Press', 249, 'The Ramayan of Tulsidas with the Hindi text and an English translation, large print.'],
      ['Bhagavad Gita As It Is', 'BBT', 129, 'The Bhagavad Gita with Sanskrit, transliteration, translation and purports.'],
      ['Hanuman Chalisa Pocket Book', D.books, 15, 'A pocket Hanuman Chalisa in Hindi, transliteration and English.'],
      ['Puja Guide for Trinidad Festivals', D.books, 89, 'A step-by-step guide to Divali, Phagwah, Shivratri and jhandi pujas as done in Trinidad, with prayers in Hindi and English.', { o: 'Trinidad and Tobago' }],
      ["Children's Illustrated Ramayan", D.books, 119, 'The Ramayan told in 64 colourful pages for children aged 5 to 10.'],
    ],
  },
  // ───────────── Furniture ─────────────
  {
    leaf: 'sofa-couch-set',
    origin: 'China',
    items: [
      ['3-2-1 Fabric Sofa Set', D.furniture, 8999, 'A three-seater, loveseat and armchair in stain-resistant fabric with solid wood frames.', { c: ['Grey', 'Beige', 'Navy'] }],
      ['L-Shape Sectional Sofa', D.furniture, 7499, 'A five-seater sectional with a reversible chaise, so it fits either corner.', { c: ['Charcoal', 'Cream'] }],
      ['Mahogany Morris Chair Set, 3 Pieces', D.furniture, 5999, 'Two Morris chairs and a settee in local mahogany, made in Arima with cushions included.', { o: 'Trinidad and Tobago' }],
      ['Click-Clack Sofa Bed', D.furniture, 3299, 'A sofa that folds flat into a bed for visiting family.'],
      ['Leather Recliner Chair', D.furniture, 3999, 'A bonded leather recliner with a padded footrest.', { c: ['Brown', 'Black'] }],
    ],
  },
  {
    leaf: 'dining-table-chairs',
    origin: 'Trinidad and Tobago',
    items: [
      ['Mahogany Dining Set, Table & 6 Chairs', D.furniture, 8999, 'A solid mahogany dining table with six cushioned chairs, made in Trinidad by furniture makers in Tunapuna.'],
      ['Glass-Top Dining Set, 4 Seater', D.furniture, 3999, 'A tempered glass table with four upholstered chairs for small dining areas.', { o: 'China' }],
      ['Teak Dining Set, 8 Seater', D.furniture, 12999, 'A large teak table with eight chairs for big family Sunday lunches.', { o: 'Indonesia' }],
      ['Bistro Set, 2 Chairs', D.furniture, 1299, 'A small round table with two chairs for the gallery or a kitchen corner.', { o: 'China' }],
      ['Extendable Dining Table, 6 Seater', D.furniture, 5499, 'A dining table that extends from 4 to 6 seats with a butterfly leaf.', { o: 'Malaysia' }],
    ],
  },
  {
    leaf: 'beds',
    origin: 'China',
    items: [
      ['Queen Bed Frame with Upholstered Headboard', D.furniture, 3499, 'A sturdy queen frame with a tufted headboard and wooden slats; no box spring needed.'],
      ['Mahogany Four-Poster King Bed', D.furniture, 9999, 'A hand-carved four-poster king bed in Trinidad mahogany.', { o: 'Trinidad and Tobago' }],
      ['Twin-over-Twin Bunk Bed', D.furniture, 2899, 'A steel bunk bed with a ladder and guard rails for kids’ rooms.'],
      ['Single Bed with Storage Drawers', D.furniture, 2199, 'A single bed with two deep drawers underneath for linen.', { o: 'Malaysia' }],
      ['Orthopaedic Queen Mattress 10"', D.furniture, 3299, 'A 10-inch firm mattress with a pocket-spring core and a cool gel top.'],
    ],
  },
  {
    leaf: 'dressing-table',
    origin: 'China',
    items: [
      ['Dressing Table with Mirror & Stool', D.furniture, 1899, 'A dressing table with three drawers, an oval mirror and a cushioned stool.', { c: ['White', 'Walnut'] }],
      ['Vanity Table with LED Mirror', D.furniture, 2499, 'A vanity with a Hollywood-style LED mirror and a charging socket.'],
      ['Mahogany Dressing Table', D.furniture, 3499, 'A mahogany dresser with a tall bevelled mirror and six drawers.', { o: 'Trinidad and Tobago' }],
      ['Jewellery Cabinet Mirror', D.furniture, 999, 'A full-length mirror that opens to a lockable jewellery cabinet.'],
      ["Kids' Dressing Table Set", D.furniture, 699, 'A small dressing table and stool in pink for little ones.'],
    ],
  },
  {
    leaf: 'almirah-wardrobe',
    origin: 'India',
    items: [
      ['Godrej Steel Almirah, 2 Doors', 'Godrej', 3499, 'The classic steel almirah with a locker, shelves and a hanging space. Built to last generations.'],
      ['3-Door Wardrobe with Mirror', D.furniture, 4499, 'A three-door wardrobe with a mirror, hanging rail and four shelves.', { o: 'Malaysia' }],
      ['Sliding-Door Wardrobe 180cm', D.furniture, 5999, 'A wide wardrobe with sliding doors that save space in small bedrooms.', { o: 'China' }],
      ['Portable Fabric Wardrobe', D.furniture, 399, 'A zip-up fabric wardrobe on a steel frame, quick to assemble.', { o: 'China' }],
      ['Mahogany Armoire', D.furniture, 7999, 'A carved mahogany armoire with two doors and two drawers, made in Trinidad.', { o: 'Trinidad and Tobago' }],
    ],
  },
  {
    leaf: 'center-table',
    origin: 'China',
    items: [
      ['Glass-Top Center Table', D.furniture, 1199, 'A tempered glass center table with a lower shelf for magazines.'],
      ['Carved Mahogany Coffee Table', D.furniture, 2999, 'A hand-carved mahogany coffee table with a hibiscus motif.', { o: 'Trinidad and Tobago' }],
      ['Marble-Top Center Table', D.furniture, 2499, 'A white marble top on a gold-finish steel base.', { o: 'India' }],
      ['Lift-Top Coffee Table', D.furniture, 1499, 'A coffee table whose top lifts up to a desk with hidden storage.'],
      ['Nesting Tables, Set of 3', D.furniture, 899, 'Three nesting side tables in sheesham wood.', { o: 'India' }],
    ],
  },
  {
    leaf: 'dividers',
    origin: 'China',
    items: [
      ['4-Panel Folding Room Divider', D.furniture, 899, 'A folding divider with rice-paper panels that lets light through.'],
      ['Carved Jali Wood Partition', D.furniture, 2499, 'A three-panel hand-carved jali partition in sheesham.', { o: 'India' }],
      ['Open Bookshelf Room Divider', D.furniture, 1299, 'A cube bookshelf that separates a room and holds books and plants.'],
      ['Rattan 3-Panel Screen', D.furniture, 799, 'A woven rattan screen in natural colour.', { o: 'Indonesia' }],
      ['Printed Fabric Screen', D.furniture, 599, 'A light fabric screen with a printed palm design.'],
    ],
  },
  {
    leaf: 'swing-jhula',
    origin: 'India',
    items: [
      ['Carved Wooden Indoor Jhula', D.furniture, 4999, 'A hand-carved sheesham jhula with brass chains, for the living room or gallery.'],
      ['Rattan Egg Swing Chair with Stand', D.furniture, 2499, 'A hanging egg chair with cushions and a steel stand.', { o: 'China' }],
      ['Patio 3-Seater Swing with Canopy', D.furniture, 2999, 'A steel patio swing with a weather-proof canopy for the yard.', { o: 'China' }],
      ['Hammock Chair Swing', D.furniture, 699, 'A cotton hammock chair with a spreader bar, to hang from a beam or a mango tree.', { o: 'Trinidad and Tobago' }],
      ['Wooden Baby Jhula Cradle', D.furniture, 899, 'A swinging wooden cradle with a mosquito net for newborns.'],
    ],
  },
  // ───────────── Shoes ─────────────
  {
    leaf: 'slippers',
    origin: 'Brazil',
    sizes: SHOE_SIZES,
    items: [
      ['Havaianas Top Flip-Flops', 'Havaianas', 129, 'The original Brazilian rubber flip-flops, soft and non-slip.', { c: ['Black', 'Navy', 'White'] }],
      ['Crocs Classic Clog', 'Crocs', 399, 'Light, waterproof clogs that are easy to clean.', { o: 'Vietnam' }],
      ['Adidas Adilette Slides', 'Adidas', 249, 'Quick-drying slides with a contoured footbed.', { o: 'Vietnam' }],
      ['Bata Comfit House Slippers', 'Bata', 89, 'Soft house slippers with a cushioned sole.', { o: 'India' }],
      ['Leather Kolhapuri Chappal', D.shoes, 199, 'Hand-stitched leather Kolhapuri chappals with a braided toe ring.', { o: 'India' }],
      ['Memory Foam House Slippers', D.shoes, 99, 'Closed-toe slippers with memory foam for tiled floors.', { o: 'China' }],
    ],
  },
  {
    leaf: 'shoes-shoes',
    origin: 'Vietnam',
    sizes: SHOE_SIZES,
    items: [
      ['Nike Revolution 7 Running Shoes', 'Nike', 599, 'Light running shoes with soft foam cushioning for the Queen’s Park Savannah jog.', { c: ['Black/White', 'Grey'] }],
      ['Adidas Grand Court Sneakers', 'Adidas', 549, 'Classic leather-look court sneakers with a cushioned sockliner.'],
      ['Clarks Leather Oxford Shoes', 'Clarks', 899, 'Formal leather Oxfords with a cushioned insole for long office days.', { o: 'India' }],
      ['Skechers Go Walk Shoes', 'Skechers', 649, 'Slip-on walking shoes with Ultra Go cushioning.', { o: 'China' }],
      ['Bata Black School Shoes', 'Bata', 249, 'Durable black school shoes that meet uniform rules, with a non-marking sole.', { o: 'India' }],
      ["Women's Block Heel Pumps", D.shoes, 399, 'Comfortable 2-inch block heels for work and church.', { o: 'China', c: ['Black', 'Nude'] }],
    ],
  },
  {
    leaf: 'jutti',
    origin: 'India',
    sizes: SHOE_SIZES,
    items: [
      ["Women's Embroidered Punjabi Jutti", D.shoes, 229, 'Hand-embroidered leather jutti with a cushioned sole, for Divali and weddings.', { c: ['Gold', 'Red', 'Silver'] }],
      ["Men's Wedding Mojari", D.shoes, 299, 'Gold-thread mojari to pair with a sherwani.'],
      ["Kids' Jutti", D.shoes, 149, 'Colourful little jutti for children.', { s: ['10', '11', '12', '13'] }],
      ['Bridal Jutti with Pearls', D.shoes, 349, 'Red velvet bridal jutti with pearl and kundan work.'],
      ['Everyday Leather Jutti', D.shoes, 179, 'A plain tan leather jutti that goes with kurtas and jeans.'],
    ],
  },
];

/** Names of the products that open the catalogue (home page, first page), in display order. */
export const FEATURED_NAMES = [
  'Samsung 55" Crystal UHD 4K Smart TV',
  'Hand-crafted Mango Wood Dholak',
  'Banarasi Silk Sari with Blouse Piece',
  'Prestige Deluxe Alpha Pressure Cooker 6.5L',
  'Brass Panchmukhi Deya',
  'Mahogany Dining Set, Table & 6 Chairs',
  'JBL Flip 6 Portable Bluetooth Speaker',
  'Chaguanas-made Clay Ganesh Murti 9"',
  'Cast Iron Roti Tawa 12"',
  'Professional Copper Tabla Set, 3 kg Bayan',
  "Women's Embroidered Punjabi Jutti",
  'Ninja Professional Blender 1000W',
  'Cotton Kurta Pajama Set',
  'LG Dual Inverter 12,000 BTU Split AC',
  'Bina 23B Scale-Changer Harmonium',
];
