// A labelled set for the judging hints' bench: term/category pairs a table would take
// ("fits") and plausible misses (a real word from a nearby field, the kind of term a player
// tries and the table argues about). Written by hand for this bench, not drawn from the term
// banks: many fits are in no bank, so the recall of "known to fit" is not flattered. About
// half the categories are the built-in boards', the rest are the sort a category pack has.

export type LabelledPair = { readonly category: string; readonly term: string; readonly fits: boolean };

/** [category, terms that fit, plausible misses], each list separated by semicolons. */
const ROWS: readonly (readonly [string, string, string])[] = [
  // Built-in categories with a head noun WordNet knows.
  [
    "Fruit",
    "Olive; Mango; Apricot; Papaya; Kiwi; Gooseberry; Lychee; Date; Quince; Persimmon; Nectarine; Guava",
    "Onion; Carrot; Potato; Parsnip; Lettuce; Garlic; Celery; Almond; Mushroom; Cabbage; Leek; Turnip",
  ],
  [
    "Bird",
    "Penguin; Heron; Magpie; Ostrich; Kestrel; Puffin; Sparrow; Vulture; Pelican; Wren; Cuckoo",
    "Bat; Butterfly; Moth; Squirrel; Dragonfly; Bee; Frog; Hedgehog; Wasp; Beetle; Lizard",
  ],
  [
    "Insect",
    "Beetle; Wasp; Cricket; Ant; Mosquito; Earwig; Termite; Moth; Locust; Ladybird; Aphid",
    "Spider; Scorpion; Centipede; Worm; Snail; Slug; Tick; Woodlouse; Crab; Shrimp; Millipede",
  ],
  [
    "Flower",
    "Tulip; Daffodil; Orchid; Peony; Dahlia; Marigold; Lily; Violet; Carnation; Lavender; Poppy",
    "Oak; Fern; Moss; Ivy; Willow; Cactus; Nettle; Grass; Pine; Birch; Bamboo",
  ],
  [
    "Tree",
    "Oak; Willow; Birch; Maple; Sycamore; Cedar; Beech; Elm; Ash; Chestnut; Yew",
    "Rose; Daisy; Tulip; Fern; Moss; Nettle; Thistle; Clover; Bluebell; Heather; Dandelion",
  ],
  [
    "River",
    "Thames; Nile; Amazon; Danube; Seine; Ganges; Mississippi; Rhine; Volga; Tiber; Zambezi",
    "Everest; Sahara; Atlantic; Pacific; Baltic; Etna; Alps; Andes; Gobi; Kilimanjaro; Caspian",
  ],
  [
    "Island",
    "Crete; Sicily; Madagascar; Iceland; Tasmania; Jamaica; Borneo; Cyprus; Bali; Malta; Greenland",
    "Paris; Everest; Berlin; Nile; Sahara; Chicago; Texas; Alps; Bavaria; Provence; Kent",
  ],
  [
    "Language",
    "French; Welsh; Swahili; Mandarin; Portuguese; Hindi; Dutch; Gaelic; Finnish; Latin; Tagalog",
    "France; Wales; Kenya; China; Portugal; India; Holland; Ireland; Finland; Rome; Paris",
  ],
  [
    "Sport",
    "Rugby; Tennis; Hockey; Cricket; Badminton; Golf; Squash; Lacrosse; Baseball; Netball; Volleyball",
    "Racket; Helmet; Trophy; Referee; Stadium; Goalpost; Whistle; Umpire; Shuttlecock; Wicket; Medal",
  ],
  [
    "Dessert",
    "Trifle; Pavlova; Tiramisu; Cheesecake; Sorbet; Crumble; Brownie; Mousse; Pudding; Custard",
    "Pizza; Lasagne; Omelette; Sausage; Curry; Salad; Kebab; Burger; Steak; Risotto",
  ],
  [
    "Soup",
    "Minestrone; Gazpacho; Borscht; Chowder; Bouillabaisse; Vichyssoise; Consomme; Bisque; Broth",
    "Salad; Sandwich; Pie; Pizza; Toast; Crisps; Omelette; Pancake; Biscuit",
  ],
  [
    "Hobby",
    "Knitting; Fishing; Gardening; Painting; Birdwatching; Photography; Pottery; Crochet; Embroidery",
    "Hammer; Pencil; Shovel; Cupboard; Sofa; Kettle; Ladder; Umbrella; Wardrobe",
  ],
  [
    "Musical instrument",
    "Piano; Violin; Trumpet; Clarinet; Oboe; Harp; Cello; Banjo; Accordion; Xylophone; Bassoon; Tuba",
    "Bow; Song; Choir; Melody; Orchestra; Conductor; Microphone; Speaker; Album; Concert; Ballad; Opera",
  ],
  [
    "Famous scientist",
    "Einstein; Newton; Darwin; Curie; Galileo; Faraday; Pasteur; Copernicus; Kepler; Mendel; Edison",
    "Shakespeare; Mozart; Picasso; Napoleon; Dickens; Beethoven; Rembrandt; Churchill; Gandhi; Lincoln; Elvis",
  ],
  [
    "Capital city",
    "Paris; Berlin; Madrid; Lisbon; Oslo; Nairobi; Ottawa; Canberra; Cairo; Lima; Tokyo",
    "Manchester; Barcelona; Sydney; Toronto; Munich; Milan; Liverpool; Glasgow; Chicago; Osaka; Marseille",
  ],
  [
    "Dog breed",
    "Beagle; Poodle; Dalmatian; Labrador; Dachshund; Greyhound; Whippet; Collie; Spaniel; Chihuahua; Rottweiler",
    "Siamese; Persian; Tabby; Pony; Hamster; Ferret; Rabbit; Kitten; Wolf; Fox; Hyena",
  ],
  [
    "Zoo animal",
    "Lion; Tiger; Giraffe; Zebra; Elephant; Hippopotamus; Rhinoceros; Gorilla; Leopard; Meerkat",
    "Tractor; Scarecrow; Kennel; Cage; Keeper; Ticket; Banana; Bucket; Fence; Safari",
  ],
  [
    "Farm animal",
    "Cow; Pig; Sheep; Goat; Chicken; Duck; Horse; Donkey; Goose; Turkey",
    "Tractor; Barn; Hay; Plough; Scarecrow; Lion; Tiger; Penguin; Dolphin; Shark",
  ],
  [
    "Hot drink",
    "Tea; Coffee; Cocoa; Espresso; Cappuccino; Latte; Mocha; Chai; Macchiato",
    "Lemonade; Cola; Milkshake; Smoothie; Orange juice; Kettle; Mug; Teapot; Saucer",
  ],
  [
    "Knight's weapon",
    "Sword; Lance; Mace; Dagger; Longsword; Halberd; Crossbow; Pike; Flail",
    "Shield; Helmet; Horse; Castle; Armour; Banner; Saddle; Dragon; Squire",
  ],
  [
    "Tool in a toolbox",
    "Hammer; Screwdriver; Spanner; Pliers; Wrench; Chisel; Saw; Tape measure; Drill; Mallet",
    "Nail; Screw; Toolbox; Workbench; Shed; Plank; Glue; Paint; Brick; Bolt",
  ],
  [
    "Vegetable kids refuse",
    "Broccoli; Sprouts; Cabbage; Spinach; Cauliflower; Kale; Beetroot; Asparagus; Celery; Aubergine",
    "Banana; Strawberry; Chocolate; Chips; Grapes; Pizza; Cake; Ketchup; Apple; Melon",
  ],
  [
    "Houseplant",
    "Cactus; Fern; Orchid; Spider plant; Aloe vera; Peace lily; Yucca; Monstera; Ivy",
    "Oak; Sunflower; Daffodil; Vase; Compost; Pot; Watering can; Tulip; Hedge",
  ],
  [
    "School subject",
    "Maths; History; Geography; Chemistry; Physics; Biology; Music; Art; French; Latin",
    "Homework; Teacher; Pencil; Playground; Uniform; Lunch; Classroom; Exam; Textbook; Assembly",
  ],
  [
    "Creature in the sea",
    "Shark; Octopus; Dolphin; Whale; Squid; Jellyfish; Seahorse; Starfish; Lobster; Eel",
    "Camel; Eagle; Squirrel; Tortoise; Beaver; Badger; Otter; Hippo; Hamster; Frog",
  ],
  [
    "Mountain or volcano",
    "Everest; Etna; Vesuvius; Kilimanjaro; Fuji; Matterhorn; Snowdon; Olympus; Denali",
    "Thames; Sahara; Danube; Amazon; Gobi; Niagara; Loch Ness; Baltic; Atlantic",
  ],
  [
    "Pizza topping",
    "Pepperoni; Mushrooms; Olives; Anchovies; Ham; Pineapple; Jalapenos; Sweetcorn; Salami",
    "Custard; Cornflakes; Marshmallows; Porridge; Jelly; Toffee; Meringue; Muesli; Marmalade",
  ],
  // Built-in categories a head noun does not capture.
  [
    "Something with stripes",
    "Zebra; Tiger; Bee; Barcode; Candy cane; Deckchair; Humbug; Referee; Zebra crossing",
    "Leopard; Cheetah; Giraffe; Ladybird; Dalmatian; Snowman; Polka dot; Moon; Football",
  ],
  [
    "Kitchen gadget",
    "Blender; Toaster; Kettle; Whisk; Peeler; Grater; Corkscrew; Colander; Spatula",
    "Sofa; Bathtub; Lawnmower; Wardrobe; Pillow; Shampoo; Toothbrush; Bookcase; Rake",
  ],
  [
    "Something in the sky",
    "Cloud; Moon; Star; Rainbow; Kite; Aeroplane; Balloon; Sun; Comet",
    "Submarine; Mole; Tunnel; Worm; Cellar; Fossil; Root; Pebble; Carpet",
  ],
  [
    "Thing at the seaside",
    "Sandcastle; Bucket; Spade; Pier; Deckchair; Seagull; Lighthouse; Shell; Promenade",
    "Snowplough; Sledge; Igloo; Chimney; Radiator; Desk; Stapler; Blackboard; Furnace",
  ],
  // Category-pack-like categories.
  [
    "Type of cheese",
    "Brie; Cheddar; Gouda; Stilton; Camembert; Feta; Mozzarella; Parmesan; Roquefort; Edam; Gruyere; Ricotta",
    "Butter; Yoghurt; Cream; Custard; Salami; Chorizo; Bacon; Milk; Margarine; Tofu; Ham; Mayonnaise",
  ],
  [
    "Dog breeds",
    "Terrier; Bulldog; Boxer; Husky; Pug; Mastiff; Doberman; Schnauzer; Corgi; Sheepdog; Retriever; Samoyed",
    "Tabby; Manx; Siamese; Stallion; Mare; Calf; Lamb; Puppy; Guinea pig; Wolf; Coyote; Jackal",
  ],
  [
    "Vegetables",
    "Carrot; Parsnip; Turnip; Leek; Cabbage; Pea; Radish; Spinach; Lettuce; Cucumber; Courgette; Artichoke",
    "Apple; Pear; Cherry; Plum; Grape; Banana; Peach; Raspberry; Walnut; Rice; Wheat; Oats",
  ],
  [
    "Kind of tree",
    "Poplar; Sequoia; Redwood; Larch; Spruce; Hawthorn; Rowan; Magnolia; Eucalyptus; Palm; Baobab",
    "Rose; Tulip; Lily; Fern; Ivy; Mistletoe; Orchid; Bracken; Clover; Buttercup; Seaweed",
  ],
  [
    "Fabric",
    "Cotton; Silk; Wool; Denim; Velvet; Linen; Satin; Tweed; Corduroy; Polyester; Flannel; Chiffon",
    "Button; Zip; Needle; Thread; Scissors; Shirt; Trousers; Sock; Thimble; Pattern; Sewing machine; Hanger",
  ],
  [
    "Composer",
    "Mozart; Bach; Beethoven; Chopin; Handel; Vivaldi; Haydn; Brahms; Schubert; Tchaikovsky; Verdi",
    "Picasso; Monet; Einstein; Newton; Dickens; Tolstoy; Rembrandt; Darwin; Napoleon; Cezanne; Goethe",
  ],
  [
    "Fish",
    "Salmon; Trout; Cod; Haddock; Tuna; Mackerel; Herring; Carp; Pike; Sardine; Halibut",
    "Whale; Dolphin; Seal; Octopus; Squid; Lobster; Crab; Otter; Walrus; Penguin; Jellyfish",
  ],
  [
    "Mammal",
    "Whale; Bat; Elephant; Otter; Badger; Dolphin; Hedgehog; Mole; Beaver; Walrus",
    "Shark; Lizard; Crocodile; Salmon; Frog; Tortoise; Ostrich; Penguin; Eagle; Snake",
  ],
  [
    "Reptile",
    "Lizard; Snake; Crocodile; Tortoise; Turtle; Iguana; Gecko; Alligator; Chameleon; Cobra",
    "Frog; Toad; Newt; Salamander; Eel; Slug; Snail; Worm; Shark; Dolphin",
  ],
  [
    "Gemstone",
    "Ruby; Emerald; Sapphire; Diamond; Opal; Amethyst; Topaz; Garnet; Jade; Turquoise",
    "Gold; Silver; Copper; Iron; Marble; Granite; Slate; Coal; Chalk; Tin",
  ],
  [
    "Metal",
    "Iron; Copper; Silver; Gold; Aluminium; Zinc; Nickel; Lead; Tin; Platinum; Titanium",
    "Wood; Glass; Plastic; Rubber; Leather; Paper; Cotton; Clay; Stone; Oxygen; Sulphur",
  ],
  [
    "Vehicle",
    "Bus; Tram; Lorry; Bicycle; Tractor; Taxi; Scooter; Van; Motorcycle; Truck",
    "Road; Garage; Petrol; Driver; Engine; Wheel; Ticket; Motorway; Traffic light; Steering wheel",
  ],
  [
    "Item of clothing",
    "Shirt; Jumper; Jacket; Trousers; Skirt; Dress; Waistcoat; Cardigan; Blouse; Coat",
    "Wardrobe; Hanger; Washing machine; Iron; Button; Needle; Handbag; Umbrella; Suitcase; Laundry",
  ],
  [
    "Famous painter",
    "Picasso; Monet; Rembrandt; Turner; Constable; Van Gogh; Matisse; Vermeer; Raphael; Titian",
    "Mozart; Shakespeare; Newton; Darwin; Einstein; Chopin; Dickens; Homer; Plato; Austen",
  ],
  [
    "Planet",
    "Mars; Venus; Jupiter; Saturn; Mercury; Neptune; Uranus; Earth",
    "Moon; Sun; Comet; Asteroid; Galaxy; Meteor; Nebula; Sirius",
  ],
  [
    "Herb",
    "Basil; Thyme; Rosemary; Parsley; Sage; Mint; Oregano; Coriander; Dill; Chives",
    "Pepper; Salt; Vinegar; Mustard; Ketchup; Sugar; Flour; Butter; Honey; Garlic bread",
  ],
  [
    "Things in a kitchen",
    "Fridge; Oven; Sink; Kettle; Toaster; Microwave; Saucepan; Cupboard; Dishwasher; Frying pan",
    "Bathtub; Bed; Lawnmower; Shower; Toilet; Pillow; Wardrobe; Duvet; Garden hose; Car",
  ],
  [
    "Board game",
    "Chess; Monopoly; Scrabble; Draughts; Backgammon; Cluedo; Ludo; Risk; Checkers",
    "Poker; Football; Tennis; Hopscotch; Tag; Dice; Jigsaw; Crossword; Sudoku",
  ],
  [
    "Breed of horse",
    "Arabian; Shetland pony; Clydesdale; Mustang; Appaloosa; Palomino; Thoroughbred; Shire horse",
    "Donkey; Mule; Zebra; Camel; Llama; Saddle; Stable; Jockey",
  ],
  [
    "Things that are cold",
    "Ice; Snow; Icicle; Glacier; Iceberg; Freezer; Ice cream; Frost",
    "Fire; Oven; Sun; Lava; Kettle; Radiator; Toast; Bonfire",
  ],
];

function split(list: string): string[] {
  return list
    .split(";")
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

export const JUDGING_HINTS_SET: readonly LabelledPair[] = ROWS.flatMap(([category, fits, misses]) => [
  ...split(fits).map((term) => ({ category, term, fits: true })),
  ...split(misses).map((term) => ({ category, term, fits: false })),
]);
