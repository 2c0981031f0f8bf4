import { describe, expect, it } from 'vitest';
import { URGENT, converse, lastAnswer } from './support.js';

// Things that look alarming but are usually harmless, and everyday precautions against the
// emergencies: each is answered with the advice for it, not with the urgent line.
describe('questions about what is normal and how to prevent harm', () => {
  it('a dog snorting air inwards in short fits is told about reverse sneezing', async () => {
    const answer = await lastAnswer(
      'every now and then my beagle goes stiff and makes these big inward honks through his nose for half a minute, then carries on',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Reverse sneezing/);
  });

  it('a plan for another seizure, after one already checked by the vet, gets the plan', async () => {
    const answer = await lastAnswer(
      'our collie had one fit a few weeks ago and the bloodwork was fine, how should we handle it if there is another one?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*After a first seizure/);
    expect(answer).toMatch(/more than five minutes/);
  });

  it('how much chocolate is too much is answered with amounts by weight', async () => {
    const answer = await lastAnswer('roughly how much chocolate could make a big 35 kilo retriever ill?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/theobromine/);
    expect(answer).toMatch(/mg per kg/);
  });

  it('where to keep antifreeze is answered with safe storage', async () => {
    const answer = await lastAnswer(
      'whats the safest place to keep the antifreeze bottle, our cats roam the garage',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/antifreeze/i);
    expect(answer).toMatch(/locked cupboard|high shelf|sealed/i);
  });

  it('which fruit a dog may share gets the fruit list, grapes excluded', async () => {
    const answer = await lastAnswer('what fruits are ok for dogs to snack on?');
    expect(answer).toMatch(/^\*\*Fruit dogs can and cannot have/);
    expect(answer).toMatch(/Never give grapes/);
  });

  it('hiccups in a kitten are explained as harmless, with when to worry', async () => {
    const answer = await lastAnswer('my kitten gets the hiccups a lot, should i worry?');
    expect(answer).toMatch(/^\*\*Hiccups/);
  });

  it('an old dog that naps all day but is otherwise well is told it is normal with age', async () => {
    const answer = await lastAnswer(
      'our 13 year old spaniel naps nearly all day these days, is that just age?',
    );
    expect(answer).toMatch(/^\*\*An older pet sleeping more/);
  });

  it('a warm, dry nose is not taken for an emergency', async () => {
    const answer = await lastAnswer('my cats nose is dry and a bit warm this morning, is she poorly?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*A warm or dry nose/);
  });

  it('keeping a flat-faced dog cool by the sea gets beach advice with shade and water', async () => {
    const answer = await lastAnswer('tips for taking my bulldog to the seaside in summer?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*A day at the beach/);
    expect(answer).toMatch(/shade/);
    expect(answer).toMatch(/sea water/);
  });

  it('a puppy paddling and whimpering while asleep is told about dreaming', async () => {
    const answer = await lastAnswer("my puppy paddles his paws and whimpers while he's asleep, is he ok?");
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Dreaming or a seizure/);
  });

  it('laying bait where a dog roams is answered with how to do it safely, not as a poisoning', async () => {
    const answer = await lastAnswer(
      'the council is laying mouse bait down around the allotment, how can i stop my terrier finding it?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/bait stations/);
  });

  it('an emergency stays urgent when the next turn hopes the vet can be skipped', async () => {
    const [, answer] = await converse(
      undefined,
      'my lab keeps retching with nothing coming up and his belly is swollen',
      'he burped a couple of times and settled down, can we skip the vet then?',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).toMatch(/Seeming well does not mean/);
  });

  it('dark spots on a puppy’s gums are explained as pigment, with what to show a vet', async () => {
    const answer = await lastAnswer('my puppy has dark spots on her gums, is that ok?');
    expect(answer).toMatch(/^\*\*Black or spotted gums/);
  });

  it('peroxide to make a dog vomit is answered with why not, and to phone the vet', async () => {
    const answer = await lastAnswer(
      'should i make my dog sick with peroxide if he eats something poisonous?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Hydrogen peroxide/);
    expect(answer).toMatch(/never be given to cats/);
  });

  it('a bird fluffed up on one leg at bedtime is told that is how birds sleep', async () => {
    const answer = await lastAnswer('why does my cockatiel sleep on one leg all puffed up?');
    expect(answer).toMatch(/^\*\*How pet birds sleep/);
  });

  it('a tomcat that was unblocked gets how to prevent another blockage', async () => {
    const answer = await lastAnswer(
      'my tom was unblocked by the vet a few months back, how do i stop it recurring?',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Preventing another urinary blockage/);
  });

  it('how hot is too hot for a walk gets the hot-weather advice', async () => {
    const answer = await lastAnswer('at what temperature is it unsafe to walk a dog?');
    expect(answer).toMatch(/^\*\*Keeping pets safe in hot weather/);
  });

  it('a pet that is sick and will not touch its food is answered about vomiting, not the cold', async () => {
    const answer = await lastAnswer('my dog threw up twice and wont touch his dinner, what do i do');
    expect(answer).not.toMatch(/Too cold/);
    expect(answer).toMatch(/vomit/i);
  });

  it('a normal heart rate is answered with figures, not with rat poison or breathing', async () => {
    const answer = await lastAnswer('what resting heart rate should my cat have?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Heart rate and temperature/);
    expect(answer).toMatch(/140 to 220/);
    expect(answer).not.toMatch(/Rat, mouse or slug poison/);
  });

  it('how to take a temperature is answered with the thermometer and normal range', async () => {
    const answer = await lastAnswer('how do i check if my dog has a fever with a thermometer?');
    expect(answer).toMatch(/^\*\*Heart rate and temperature/);
  });

  it('going into labour is read as giving birth, not as laboured breathing', async () => {
    const answer = await lastAnswer(
      'what tells me my spaniel is going into labour soon? she is due in a week',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Signs that birth is near/);
    expect(answer).not.toMatch(/Breathing difficulty/);
  });

  it('soft droppings after a change of food get the advice on changing food', async () => {
    const answer = await lastAnswer(
      "my puppy's poop is a bit soft since we switched his food, is that normal?",
    );
    expect(answer).toMatch(/^\*\*Changing to a new food/);
  });

  it('a dog that picks things up on walks gets how to stop it scavenging', async () => {
    const answer = await lastAnswer('how can i stop my lurcher hoovering up rubbish on our walks?');
    expect(answer).toMatch(/^\*\*A dog that eats things on walks/);
  });

  it('a snake "in blue" that skips a meal is told about shedding, not given the urgent line', async () => {
    const answer = await lastAnswer('my snake has not eaten for a month but he is in blue phase');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/shed/);
  });

  it('a gecko gone pale and dull before a shed gets the shedding advice', async () => {
    const answer = await lastAnswer('my leopard gecko looks pale and dull all over, normal?');
    expect(answer).toMatch(/^\*\*Shedding problems/);
  });

  it('a cat chattering at birds through the glass is told it is hunting excitement', async () => {
    const answer = await lastAnswer(
      'why does my tabby make that weird chattering noise at the birds outside?',
    );
    expect(answer).toMatch(/^\*\*A cat that chatters at birds/);
  });

  it('how often a dog should pee is answered with normal toilet habits', async () => {
    const answer = await lastAnswer('how often should a healthy adult dog need to pee?');
    expect(answer).toMatch(/^\*\*How often pets pee and poo/);
  });

  it('black specks in a cat’s coat point to fleas, not to gum pigment', async () => {
    const answer = await lastAnswer('there are tiny black specks all through my cats fur');
    expect(answer).toMatch(/^\*\*Fleas/);
  });

  it('mucus on a dog’s droppings gets the diarrhoea advice', async () => {
    const answer = await lastAnswer('my dogs poop has slimy mucus on it today');
    expect(answer).toMatch(/^\*\*Diarrhoea/);
  });

  it('a kitten with a pot belly gets the worming advice', async () => {
    const answer = await lastAnswer('our new kitten has a round pot belly, is that normal?');
    expect(answer).toMatch(/^\*\*Intestinal worms/);
  });

  it('a cat racing around all night gets the advice for cats active at night', async () => {
    const answer = await lastAnswer(
      'my young cat races around the house all night, how can i get some sleep',
    );
    expect(answer).toMatch(/^\*\*Cats active or noisy at night/);
  });

  it('a rabbit gnawing the skirting gets rabbit-proofing and better things to chew', async () => {
    const answer = await lastAnswer(
      'our house bunny has started gnawing the skirting boards and the sofa legs',
    );
    expect(answer).toMatch(/^\*\*A rabbit chewing furniture/);
  });

  it('a rabbit shedding in tufts gets the moult and daily brushing', async () => {
    const answer = await lastAnswer(
      'my lop is moulting loads, fur everywhere, how often should i brush him?',
    );
    expect(answer).toMatch(/^\*\*A rabbit’s moult/);
  });

  it('a dog racing round after a bath is told about zoomies', async () => {
    const answer = await lastAnswer(
      'why does my spaniel tear round the garden like mad every time he has a bath?',
    );
    expect(answer).toMatch(/^\*\*Zoomies/);
  });

  it('a guinea pig squeaking at the fridge is told what its noises mean', async () => {
    const answer = await lastAnswer('my guinea pigs squeal like crazy whenever the fridge opens');
    expect(answer).toMatch(/^\*\*Guinea pig noises/);
  });

  it('a cat that pushes things off the counter gets why and what to do', async () => {
    const answer = await lastAnswer('my cat keeps knocking my mugs off the counter on purpose');
    expect(answer).toMatch(/^\*\*A cat that knocks things off tables/);
  });

  it('which human foods a cat may have gets the list for cats, not pain advice', async () => {
    const answer = await lastAnswer('what people food can i safely share with my cat?');
    expect(answer).toMatch(/^\*\*Human foods cats can safely eat/);
  });

  it('a teething puppy with spots of blood on its toys gets the teething advice, not a breed', async () => {
    const answer = await lastAnswer(
      'my 4 month old pup keeps losing baby teeth and leaves a little blood on his chew toys',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Teething puppies and kittens/);
  });

  it('how long a season lasts gets the advice on a female dog in season', async () => {
    const answer = await lastAnswer('how many weeks does a female dog stay on heat?');
    expect(answer).toMatch(/^\*\*A female dog in season/);
  });

  it('cracked paw pads get paw care, not the dry-nose advice', async () => {
    const answer = await lastAnswer(
      'the pads on my collies paws are dry and cracking after the winter walks',
    );
    expect(answer).toMatch(/^\*\*Cracked, dry or sore paw pads/);
  });

  it('a wart is answered with the advice on lumps', async () => {
    const answer = await lastAnswer('my old terrier has grown a little wart on his leg');
    expect(answer).toMatch(/^\*\*Lumps and bumps/);
  });

  it('a guinea pig eating its droppings is told that is normal, not given the urgent line', async () => {
    const answer = await lastAnswer('i just saw my guinea pig eating his own poo, is he ill?');
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*Guinea pigs eating their droppings/);
  });

  it('a dog rolling in fox poo gets why and how to wash it off, not the urgent line', async () => {
    const answer = await lastAnswer(
      'every walk my labrador finds fox poo and rolls in it, how do i stop him',
    );
    expect(answer).not.toMatch(URGENT);
    expect(answer).toMatch(/^\*\*A dog that rolls in fox poo/);
  });

  it('a dog that humps cushions gets why and what to do', async () => {
    const answer = await lastAnswer('my neutered dog keeps humping the sofa cushions, why?');
    expect(answer).toMatch(/^\*\*A dog that humps/);
  });

  it('a puppy that wees when greeting people is told about excitement urination', async () => {
    const answer = await lastAnswer('our puppy piddles on the floor every time visitors say hello');
    expect(answer).toMatch(/^\*\*A puppy or dog that pees when greeting/);
  });

  it('a cat chewing plastic bags is told about pica and the danger of string', async () => {
    const answer = await lastAnswer('my siamese chews plastic bags all the time');
    expect(answer).toMatch(/^\*\*A cat that chews plastic/);
  });

  it('a female dog stiff, shaking and wetting the floor stays an emergency, not advice on seasons', async () => {
    const answer = await lastAnswer(
      'our bitch is stiff and shaking and peeing on the floor, it hasnt stopped',
    );
    expect(answer).toMatch(URGENT);
    expect(answer).not.toMatch(/in season|greeting/);
  });
});
