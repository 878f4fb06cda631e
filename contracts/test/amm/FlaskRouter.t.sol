// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {FlaskPair} from "../../src/amm/FlaskPair.sol";
import {AmmFixture} from "./AmmFixture.sol";
import {path2, path3} from "./Paths.sol";

contract FlaskRouterTest is AmmFixture {
    function setUp() public override {
        super.setUp();
        for (uint256 i; i < 2; ++i) {
            address user = i == 0 ? alice : bob;
            give(address(tokenA), user, 1_000_000e18);
            give(address(tokenB), user, 1_000_000e18);
            give(address(tokenC), user, 1_000_000e18);
            vm.deal(user, 1_000_000e18);
            approveRouter(user, address(tokenA));
            approveRouter(user, address(tokenB));
            approveRouter(user, address(tokenC));
            approveRouter(user, address(wbnb));
        }
    }

    function addAB(address user, uint256 amountA, uint256 amountB) internal returns (uint256 liquidity) {
        vm.prank(user);
        (,, liquidity) =
            router.addLiquidity(address(tokenA), address(tokenB), amountA, amountB, 0, 0, user, block.timestamp);
    }

    function addABNB(address user, uint256 amountA, uint256 amountBNB) internal returns (uint256 liquidity) {
        vm.prank(user);
        (,, liquidity) = router.addLiquidityETH{value: amountBNB}(address(tokenA), amountA, 0, 0, user, block.timestamp);
    }

    /// A router must never keep tokens or BNB between calls.
    function assertRouterEmpty() internal view {
        assertEq(address(router).balance, 0, "router BNB");
        assertEq(wbnb.balanceOf(address(router)), 0, "router WBNB");
        assertEq(tokenA.balanceOf(address(router)), 0, "router A");
        assertEq(tokenB.balanceOf(address(router)), 0, "router B");
    }

    function test_immutables() public view {
        assertEq(router.factory(), address(factory), "factory");
        assertEq(router.WETH(), address(wbnb), "WETH() is WBNB");
    }

    // ------------------------------------------------------------------ liquidity

    function test_addLiquidity_createsThePairAndMints() public {
        vm.prank(alice);
        (uint256 amountA, uint256 amountB, uint256 liquidity) =
            router.addLiquidity(address(tokenA), address(tokenB), 1e18, 4e18, 1e18, 4e18, alice, block.timestamp);
        FlaskPair pair = pairOf(address(tokenA), address(tokenB));
        assertTrue(address(pair) != address(0), "pair created");
        assertEq(amountA, 1e18, "amountA");
        assertEq(amountB, 4e18, "amountB");
        assertEq(liquidity, 2e18 - 1000, "liquidity");
        assertEq(pair.balanceOf(alice), liquidity, "LP to alice");
        assertRouterEmpty();
    }

    function test_addLiquidity_usesThePoolPrice() public {
        addAB(alice, 1e18, 4e18);
        // Offer too much B: A is used in full, B at the pool's price.
        vm.prank(bob);
        (uint256 amountA, uint256 amountB,) =
            router.addLiquidity(address(tokenA), address(tokenB), 1e18, 5e18, 0, 0, bob, block.timestamp);
        assertEq(amountA, 1e18, "A in full");
        assertEq(amountB, 4e18, "B at price");
        // Offer too much A: B is used in full.
        vm.prank(bob);
        (amountA, amountB,) =
            router.addLiquidity(address(tokenA), address(tokenB), 2e18, 4e18, 0, 0, bob, block.timestamp);
        assertEq(amountA, 1e18, "A at price");
        assertEq(amountB, 4e18, "B in full");
    }

    function test_addLiquidity_slippageAndDeadline() public {
        addAB(alice, 1e18, 4e18);
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_B_AMOUNT"));
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 5e18, 0, 4e18 + 1, bob, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_A_AMOUNT"));
        router.addLiquidity(address(tokenA), address(tokenB), 2e18, 4e18, 1e18 + 1, 0, bob, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: EXPIRED"));
        router.addLiquidity(address(tokenA), address(tokenB), 1e18, 4e18, 0, 0, bob, block.timestamp - 1);
        vm.stopPrank();
    }

    function test_addLiquidityETH_refundsTheExcess() public {
        addABNB(alice, 300e18, 1e18);
        uint256 before = bob.balance;
        vm.prank(bob);
        (uint256 amountToken, uint256 amountETH,) =
            router.addLiquidityETH{value: 2e18}(address(tokenA), 300e18, 0, 0, bob, block.timestamp);
        assertEq(amountToken, 300e18, "token");
        assertEq(amountETH, 1e18, "BNB at price");
        assertEq(before - bob.balance, 1e18, "excess refunded");
        assertRouterEmpty();
    }

    function test_removeLiquidity_returnsBothTokens() public {
        uint256 liquidity = addAB(alice, 1e18, 4e18);
        FlaskPair pair = pairOf(address(tokenA), address(tokenB));
        vm.startPrank(alice);
        pair.approve(address(router), liquidity);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_A_AMOUNT"));
        router.removeLiquidity(address(tokenA), address(tokenB), liquidity, 1e18, 0, alice, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: EXPIRED"));
        router.removeLiquidity(address(tokenA), address(tokenB), liquidity, 0, 0, alice, block.timestamp - 1);
        uint256 beforeA = tokenA.balanceOf(alice);
        (uint256 amountA, uint256 amountB) =
            router.removeLiquidity(address(tokenA), address(tokenB), liquidity, 0, 0, alice, block.timestamp);
        vm.stopPrank();
        assertEq(amountA, 1e18 - 500, "A back, less the locked share");
        assertEq(amountB, 4e18 - 2000, "B back, less the locked share");
        assertEq(tokenA.balanceOf(alice) - beforeA, amountA, "A paid");
    }

    function test_removeLiquidityETH_paysBNB() public {
        uint256 liquidity = addABNB(alice, 300e18, 1e18);
        FlaskPair pair = pairOf(address(tokenA), address(wbnb));
        vm.startPrank(alice);
        pair.approve(address(router), liquidity);
        uint256 before = alice.balance;
        (uint256 amountToken, uint256 amountETH) =
            router.removeLiquidityETH(address(tokenA), liquidity, 0, 0, alice, block.timestamp);
        vm.stopPrank();
        assertEq(alice.balance - before, amountETH, "BNB paid");
        assertApproxEq(amountToken, 300e18, 1e6, "token back");
        assertRouterEmpty();
    }

    // ------------------------------------------------------------------ permit removal

    uint256 internal constant OWNER_KEY = 0x5EC2E7;

    function permitSignature(FlaskPair pair, address owner, uint256 value, uint256 deadline)
        internal
        view
        returns (uint8 v, bytes32 r, bytes32 s)
    {
        bytes32 structHash = keccak256(
            abi.encode(pair.PERMIT_TYPEHASH(), owner, address(router), value, pair.nonces(owner), deadline)
        );
        return vm.sign(OWNER_KEY, keccak256(abi.encodePacked("\x19\x01", pair.DOMAIN_SEPARATOR(), structHash)));
    }

    function test_removeLiquidityWithPermit() public {
        address owner = vm.addr(OWNER_KEY);
        addAB(alice, 10e18, 10e18);
        uint256 liquidity = addAB(alice, 1e18, 1e18);
        FlaskPair pair = pairOf(address(tokenA), address(tokenB));
        vm.prank(alice);
        pair.transfer(owner, liquidity);

        (uint8 v, bytes32 r, bytes32 s) = permitSignature(pair, owner, liquidity, block.timestamp);
        vm.prank(owner);
        (uint256 amountA, uint256 amountB) = router.removeLiquidityWithPermit(
            address(tokenA), address(tokenB), liquidity, 0, 0, owner, block.timestamp, false, v, r, s
        );
        assertEq(amountA, 1e18, "A");
        assertEq(amountB, 1e18, "B");
        assertEq(pair.balanceOf(owner), 0, "LP burnt");
        assertEq(pair.nonces(owner), 1, "nonce used");
    }

    function test_removeLiquidityWithPermit_survivesAFrontRunPermit() public {
        address owner = vm.addr(OWNER_KEY);
        addAB(alice, 10e18, 10e18);
        uint256 liquidity = addAB(alice, 1e18, 1e18);
        FlaskPair pair = pairOf(address(tokenA), address(tokenB));
        vm.prank(alice);
        pair.transfer(owner, liquidity);
        (uint8 v, bytes32 r, bytes32 s) = permitSignature(pair, owner, type(uint256).max, block.timestamp);
        // Someone copies the signature from the mempool and submits it first.
        pair.permit(owner, address(router), type(uint256).max, block.timestamp, v, r, s);
        vm.prank(owner);
        router.removeLiquidityWithPermit(
            address(tokenA), address(tokenB), liquidity, 0, 0, owner, block.timestamp, true, v, r, s
        );
        assertEq(pair.balanceOf(owner), 0, "removed anyway");
    }

    function test_removeLiquidityWithPermit_rejectsABadSignature() public {
        address owner = vm.addr(OWNER_KEY);
        uint256 liquidity = addAB(alice, 10e18, 10e18);
        FlaskPair pair = pairOf(address(tokenA), address(tokenB));
        vm.prank(alice);
        pair.transfer(owner, liquidity);
        (uint8 v, bytes32 r, bytes32 s) = permitSignature(pair, owner, liquidity - 1, block.timestamp);
        vm.expectRevert(); // the signature was for another value, and there is no allowance
        vm.prank(owner);
        router.removeLiquidityWithPermit(
            address(tokenA), address(tokenB), liquidity, 0, 0, owner, block.timestamp, false, v, r, s
        );
    }

    function test_removeLiquidityETHWithPermit() public {
        address owner = vm.addr(OWNER_KEY);
        addABNB(alice, 3000e18, 10e18);
        uint256 liquidity = addABNB(alice, 300e18, 1e18);
        FlaskPair pair = pairOf(address(tokenA), address(wbnb));
        vm.prank(alice);
        pair.transfer(owner, liquidity);
        (uint8 v, bytes32 r, bytes32 s) = permitSignature(pair, owner, type(uint256).max, block.timestamp);
        vm.prank(owner);
        (uint256 amountToken, uint256 amountETH) = router.removeLiquidityETHWithPermit(
            address(tokenA), liquidity, 0, 0, owner, block.timestamp, true, v, r, s
        );
        assertEq(owner.balance, amountETH, "BNB");
        assertApproxEq(amountETH, 1e18, 1, "about 1 BNB");
        assertEq(tokenA.balanceOf(owner), amountToken, "token");
        assertEq(pair.allowance(owner, address(router)), type(uint256).max, "approveMax");
    }

    // ------------------------------------------------------------------ swaps

    function test_swapExactTokensForTokens_oneAndTwoHops() public {
        addAB(alice, 100e18, 200e18);
        vm.prank(alice);
        router.addLiquidity(address(tokenB), address(tokenC), 200e18, 50e18, 0, 0, alice, block.timestamp);

        uint256 outB = expectedOut(1e18, 100e18, 200e18);
        vm.prank(bob);
        uint256[] memory amounts =
            router.swapExactTokensForTokens(1e18, outB, path2(address(tokenA), address(tokenB)), bob, block.timestamp);
        assertEq(amounts[1], outB, "one hop output");

        (uint256 reserveA, uint256 reserveB) = reservesOf(address(tokenA), address(tokenB));
        (uint256 reserveB2, uint256 reserveC) = reservesOf(address(tokenB), address(tokenC));
        uint256 hop1 = expectedOut(1e18, reserveA, reserveB);
        uint256 hop2 = expectedOut(hop1, reserveB2, reserveC);
        address[] memory path = path3(address(tokenA), address(tokenB), address(tokenC));
        assertEq(router.getAmountsOut(1e18, path)[2], hop2, "quote");
        uint256 before = tokenC.balanceOf(bob);
        vm.prank(bob);
        amounts = router.swapExactTokensForTokens(1e18, hop2, path, bob, block.timestamp);
        assertEq(amounts[1], hop1, "first hop");
        assertEq(amounts[2], hop2, "second hop");
        assertEq(tokenC.balanceOf(bob) - before, hop2, "received");
        assertRouterEmpty();
    }

    function test_swapExactTokensForTokens_slippageDeadlinePath() public {
        addAB(alice, 100e18, 200e18);
        address[] memory path = path2(address(tokenA), address(tokenB));
        uint256 out = router.getAmountsOut(1e18, path)[1];
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.swapExactTokensForTokens(1e18, out + 1, path, bob, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: EXPIRED"));
        router.swapExactTokensForTokens(1e18, 0, path, bob, block.timestamp - 1);
        vm.expectRevert(bytes("FlaskLibrary: INVALID_PATH"));
        router.swapExactTokensForTokens(1e18, 0, new address[](1), bob, block.timestamp);
        vm.expectRevert(bytes("FlaskLibrary: PAIR_NOT_FOUND"));
        router.swapExactTokensForTokens(1e18, 0, path2(address(tokenA), address(tokenC)), bob, block.timestamp);
        vm.stopPrank();
    }

    function test_swapTokensForExactTokens() public {
        addAB(alice, 100e18, 200e18);
        address[] memory path = path2(address(tokenA), address(tokenB));
        uint256 amountIn = router.getAmountsIn(1e18, path)[0];
        assertEq(amountIn, router.getAmountIn(1e18, 100e18, 200e18), "getAmountsIn = getAmountIn");
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: EXCESSIVE_INPUT_AMOUNT"));
        router.swapTokensForExactTokens(1e18, amountIn - 1, path, bob, block.timestamp);
        uint256 before = tokenB.balanceOf(bob);
        uint256[] memory amounts = router.swapTokensForExactTokens(1e18, amountIn, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(amounts[0], amountIn, "paid");
        assertEq(tokenB.balanceOf(bob) - before, 1e18, "exact output");
    }

    function test_swapExactETHForTokens() public {
        addABNB(alice, 300e18, 1e18);
        address[] memory path = path2(address(wbnb), address(tokenA));
        uint256 out = expectedOut(1e17, 1e18, 300e18);
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INVALID_PATH"));
        router.swapExactETHForTokens{value: 1e17}(0, path2(address(tokenA), address(wbnb)), bob, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.swapExactETHForTokens{value: 1e17}(out + 1, path, bob, block.timestamp);
        uint256 before = tokenA.balanceOf(bob);
        router.swapExactETHForTokens{value: 1e17}(out, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(tokenA.balanceOf(bob) - before, out, "tokens");
        assertRouterEmpty();
    }

    function test_swapTokensForExactETH() public {
        addABNB(alice, 300e18, 1e18);
        address[] memory path = path2(address(tokenA), address(wbnb));
        uint256 amountIn = router.getAmountsIn(1e17, path)[0];
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INVALID_PATH"));
        router.swapTokensForExactETH(1e17, amountIn, path2(address(wbnb), address(tokenA)), bob, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: EXCESSIVE_INPUT_AMOUNT"));
        router.swapTokensForExactETH(1e17, amountIn - 1, path, bob, block.timestamp);
        uint256 before = bob.balance;
        router.swapTokensForExactETH(1e17, amountIn, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(bob.balance - before, 1e17, "exact BNB");
        assertRouterEmpty();
    }

    function test_swapExactTokensForETH() public {
        addABNB(alice, 300e18, 1e18);
        address[] memory path = path2(address(tokenA), address(wbnb));
        uint256 out = expectedOut(3e18, 300e18, 1e18);
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INVALID_PATH"));
        router.swapExactTokensForETH(3e18, 0, path2(address(wbnb), address(tokenA)), bob, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.swapExactTokensForETH(3e18, out + 1, path, bob, block.timestamp);
        uint256 before = bob.balance;
        router.swapExactTokensForETH(3e18, out, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(bob.balance - before, out, "BNB");
        assertRouterEmpty();
    }

    function test_swapETHForExactTokens_refundsTheExcess() public {
        addABNB(alice, 300e18, 1e18);
        address[] memory path = path2(address(wbnb), address(tokenA));
        uint256 amountIn = router.getAmountsIn(3e18, path)[0];
        vm.startPrank(bob);
        vm.expectRevert(bytes("FlaskRouter: INVALID_PATH"));
        router.swapETHForExactTokens{value: 1e18}(3e18, path2(address(tokenA), address(wbnb)), bob, block.timestamp);
        vm.expectRevert(bytes("FlaskRouter: EXCESSIVE_INPUT_AMOUNT"));
        router.swapETHForExactTokens{value: amountIn - 1}(3e18, path, bob, block.timestamp);
        uint256 beforeBNB = bob.balance;
        uint256 beforeA = tokenA.balanceOf(bob);
        router.swapETHForExactTokens{value: 1e18}(3e18, path, bob, block.timestamp);
        vm.stopPrank();
        assertEq(beforeBNB - bob.balance, amountIn, "paid only what was needed");
        assertEq(tokenA.balanceOf(bob) - beforeA, 3e18, "exact tokens");
        assertRouterEmpty();
    }

    function test_receive_onlyFromWBNB() public {
        vm.prank(bob);
        (bool sent,) = address(router).call{value: 1}("");
        assertTrue(!sent, "plain BNB is refused");
    }

    // ------------------------------------------------------------------ quotes

    function test_quotes() public view {
        assertEq(router.quote(1e18, 100e18, 200e18), 2e18, "quote");
        assertEq(router.getAmountOut(1e18, 100e18, 100e18), expectedOut(1e18, 100e18, 100e18), "getAmountOut");
        // getAmountIn rounds up: paying it gets at least the output.
        uint256 amountIn = router.getAmountIn(1e18, 100e18, 100e18);
        uint256 reserve = 100e18;
        assertEq(amountIn, reserve * 1e18 * 10_000 / ((reserve - 1e18) * 9975) + 1, "getAmountIn formula");
        assertGe(router.getAmountOut(amountIn, 100e18, 100e18), 1e18, "enough");
    }

    function test_quotes_rejectBadInputs() public {
        vm.expectRevert(bytes("FlaskLibrary: INSUFFICIENT_AMOUNT"));
        router.quote(0, 1, 1);
        vm.expectRevert(bytes("FlaskLibrary: INSUFFICIENT_LIQUIDITY"));
        router.quote(1, 0, 1);
        vm.expectRevert(bytes("FlaskLibrary: INSUFFICIENT_INPUT_AMOUNT"));
        router.getAmountOut(0, 1, 1);
        vm.expectRevert(bytes("FlaskLibrary: INSUFFICIENT_LIQUIDITY"));
        router.getAmountOut(1, 0, 1);
        vm.expectRevert(bytes("FlaskLibrary: INSUFFICIENT_OUTPUT_AMOUNT"));
        router.getAmountIn(0, 1, 1);
        vm.expectRevert(bytes("FlaskLibrary: INSUFFICIENT_LIQUIDITY"));
        router.getAmountIn(10, 100, 10);
        vm.expectRevert(bytes("FlaskLibrary: IDENTICAL_ADDRESSES"));
        router.getAmountsOut(1, path2(address(tokenA), address(tokenA)));
        vm.expectRevert(bytes("FlaskLibrary: ZERO_ADDRESS"));
        router.getAmountsIn(1, path2(address(0), address(tokenA)));
    }

    function testFuzz_getAmountInBuysTheOutput(uint256 amountOut, uint256 reserveIn, uint256 reserveOut) public view {
        reserveIn = bound(reserveIn, 1e3, 1e30);
        reserveOut = bound(reserveOut, 1e3, 1e30);
        amountOut = bound(amountOut, 1, reserveOut - 1);
        uint256 amountIn = router.getAmountIn(amountOut, reserveIn, reserveOut);
        assertGe(router.getAmountOut(amountIn, reserveIn, reserveOut), amountOut, "amountIn buys amountOut");
        // Uniswap's formula is floor(exact) + 1: the least input, or one more when the exact input is a whole number.
        if (amountIn > 2) {
            assertLt(router.getAmountOut(amountIn - 2, reserveIn, reserveOut), amountOut, "and at most one more than the least");
        }
    }
}
