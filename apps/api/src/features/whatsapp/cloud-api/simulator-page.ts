/**
 * The simulator's dev page (GET /whatsapp-sim/): a phone's view of one number, with a box to
 * reply as that person and the interactive lists' options as buttons.
 */
export const simulatorPage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Simulador do WhatsApp — Rumo</title>
<style>
body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem;color:#111}
.msg{background:#e7ffdb;border-radius:.5rem;padding:.5rem .75rem;margin:.5rem 0;white-space:pre-wrap}
.meta{font-size:.8rem;color:#444}label{display:block;margin:.5rem 0 .25rem}
input,button{font:inherit;padding:.4rem}button{margin:.25rem .25rem 0 0}
</style></head><body>
<h1>Simulador do WhatsApp</h1>
<p>Mensagens que o Rumo enviou a um número, e respostas como se fosse a pessoa.</p>
<label for="phone">Número (E.164)</label><input id="phone" placeholder="+5511912345678">
<button id="load" type="button">Ver mensagens</button>
<div id="messages" aria-live="polite"></div>
<form id="reply"><label for="text">Responder como a pessoa</label>
<input id="text" size="40" placeholder="vendas 72, confiança média, fechamos 3 contratos">
<button type="submit">Enviar resposta</button></form>
<script src="page.js"></script></body></html>`;

/** Its script, served apart: the app's Content-Security-Policy refuses inline scripts. */
export const simulatorScript = `const phone=document.getElementById('phone'),box=document.getElementById('messages');
async function load(){const r=await fetch('control/messages?to='+encodeURIComponent(phone.value));
const {data}=await r.json();box.replaceChildren(...data.map(m=>{const d=document.createElement('div');d.className='msg';
d.textContent=m.text;const s=document.createElement('div');s.className='meta';s.textContent=m.type+' · '+m.status;d.append(s);
for(const o of m.options){const b=document.createElement('button');b.type='button';b.textContent=o.title;
b.onclick=()=>reply({listReplyId:o.id});d.append(b)}return d}))}
async function reply(body){await fetch('control/reply',{method:'POST',headers:{'content-type':'application/json'},
body:JSON.stringify({from:phone.value,...body})});await load()}
document.getElementById('load').onclick=load;
document.getElementById('reply').onsubmit=e=>{e.preventDefault();const t=document.getElementById('text');
if(t.value){reply({text:t.value});t.value=''}};`;
